//! Where custom games are read: [`Rules::from_json`] (a game object) and [`load`] (a
//! position, the start of a game set up by hand) call the readers here.
//!
//! With the `custom-games` feature (native builds, the tests, the AI's worker) they
//! are [`Readers::LINKED`], called directly. Without it, a program reaches them only
//! once it has [`install`]ed them: the web build keeps them in a chunk that loads
//! when a custom game first needs reading, so a page that plays the presets never
//! downloads the JSON reader. Until then both refuse every text as not in this build, which callers tell apart
//! ([`ConfigError::is_not_in_this_build`]) from text that is wrong.
//!
//! [`load`]: crate::save::load

use crate::events::Events;
use crate::game::{Game, Input};
use crate::record::Codec;
use crate::rules::{ConfigError, Rules};
use crate::save::LoadError;

/// The readers of custom games.
#[derive(Clone, Copy)]
pub struct Readers {
    /// A game object, as JSON ([`Rules::read_json`]).
    pub rules: fn(&str) -> Result<Rules, ConfigError>,
    /// A position, as the save format writes it ([`crate::save::read`]).
    pub position: fn(&str) -> Result<Game, LoadError>,
    /// The step of games with power-ups or limits (which only game objects have).
    pub step: fn(&mut Game, Input) -> Events,
    /// Records of such games (version 3).
    pub record: Codec,
}

impl Readers {
    /// The engine's own readers.
    pub const LINKED: Readers = Readers {
        rules: Rules::read_json,
        position: crate::save::read,
        step: crate::game::extended_step,
        record: Codec::V3,
    };
}

/// Makes `readers` the ones [`Rules::from_json`] and [`load`] call, from now on (the
/// first readers installed stay). A build with the `custom-games` feature calls its
/// own and ignores this.
///
/// [`load`]: crate::save::load
pub fn install(readers: Readers) {
    crate::rules::install_reader(readers.rules);
    crate::save::install_reader(readers.position);
    crate::game::install_reader(readers.step);
    crate::record::install_reader(readers.record);
}

/// Whether custom games can be read now.
pub fn installed() -> bool {
    crate::rules::reader().is_some()
        && crate::save::reader().is_some()
        && crate::game::reader().is_some()
        && crate::record::reader().is_some()
}

/// The engine as the web build links it, before the readers of custom games come: run by `scripts/test` with
/// `cargo test -p game2048-engine --no-default-features --lib without_custom_games`.
#[cfg(all(test, not(feature = "custom-games")))]
mod without_custom_games {
    use super::*;
    use crate::board::Direction;
    use crate::record::wire::{base64url_encode, fnv1a32};
    use crate::record::{Record, RecordError, Recorded};
    use crate::{PRESETS, Rules, load};

    #[test]
    fn presets_play_and_records_of_them_open() {
        for preset in PRESETS {
            let rules = preset.rules().expect("valid");
            assert_eq!(rules.preset(), Some(preset));
            let (mut game, _) = Game::start(rules.clone(), 9);
            let mut record = Record::new(rules, 9);
            for dir in Direction::ALL {
                if game.step(Input::Move(dir)).changed_state() {
                    record.push(Recorded::Move(dir));
                }
            }
            let text = record.encode(&game);
            assert!(!Record::is_custom(&text));
            assert_eq!(
                Record::decode(&text).map(|(_, g)| g),
                Ok(game),
                "{}",
                preset.id
            );
        }
    }

    #[test]
    fn custom_games_and_positions_are_refused_until_the_readers_are_installed() {
        let refused = Rules::from_json("{}").expect_err("no JSON here");
        assert!(refused.is_not_in_this_build());
        assert!(
            load("{}")
                .expect_err("no positions here")
                .is_not_in_this_build()
        );
        // A custom game's record, as the web build writes it (classic rules, written
        // out): base64url of [start seed 1][custom][JSON "{}"][no inputs][score][moves].
        let mut payload = vec![0, 1, 1, 2, b'{', b'}', 0, 0, 0, 0];
        let sum = fnv1a32(&payload);
        payload.extend_from_slice(&sum.to_le_bytes());
        let text = format!("r1.{}", base64url_encode(&payload));
        assert!(Record::is_custom(&text));
        assert_eq!(Record::decode(&text), Err(RecordError::NotInThisBuild));

        // Once the program installs the readers (the web build, from a chunk), the
        // same texts read. (In this one test: the readers stay for the process.)
        // A record of power-ups or limits (version 3) waits for them too.
        assert_eq!(Record::decode("r3.AAAA"), Err(RecordError::NotInThisBuild));
        assert!(Record::is_custom("r3.AAAA"));
        assert!(!installed());
        install(Readers::LINKED);
        assert!(installed());
        let (record, game) = Record::decode(&text).expect("reads once installed");
        assert_eq!(record.rules(), &Rules::classic());
        assert_eq!(game.score(), 0);
        let text = crate::save(&game);
        assert_eq!(load(&text).map(|g| g.snapshot()), Ok(game.snapshot()));
        assert!(Rules::from_json("{}").is_ok());

        // Power-ups and limits come with them: their games step, their records read.
        let rules = Rules::from_json(r#"{"powerUps":{"undo":1},"limits":{"moves":9}}"#)
            .expect("valid once installed");
        let (mut game, _) = Game::start(rules.clone(), 3);
        let mut record = Record::new(rules, 3);
        for dir in Direction::ALL {
            if game.step(Input::Move(dir)).changed_state() {
                record.push(Recorded::Move(dir));
            }
        }
        assert_eq!(game.step(Input::Undo).outcome, crate::Outcome::Undone);
        record.push(Recorded::Undo);
        assert_eq!(game.charges().undo, 0, "the undo was a charge");
        let text = record.encode(&game);
        assert!(text.starts_with("r3.") && Record::is_custom(&text));
        assert_eq!(Record::decode(&text).map(|(_, g)| g), Ok(game));
        assert_ne!(Record::decode(&text), Err(RecordError::NotInThisBuild));
    }
}
