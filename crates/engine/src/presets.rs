//! The variants a player can pick: each a game object with a stable id (used in links
//! and storage keys), a name and a one-line description.

use std::sync::OnceLock;

use crate::rules::{ConfigError, Rules};

#[derive(Debug, PartialEq, Eq)]
pub struct Preset {
    /// Stable: links (`?preset=`) and saved best scores use it.
    pub id: &'static str,
    pub name: &'static str,
    pub description: &'static str,
    /// The game object, as JSON.
    pub game: &'static str,
}

impl Preset {
    pub fn rules(&self) -> Result<Rules, ConfigError> {
        Rules::from_json(self.game)
    }
}

pub static PRESETS: &[Preset] = &[
    Preset {
        id: "classic",
        name: "Classic",
        description: "4x4, join equal tiles to reach 2048.",
        game: "{}",
    },
    Preset {
        id: "3x3",
        name: "3x3",
        description: "Nine cells: reach 256.",
        game: r#"{"gameOptions":{"winConditionFnName":"hasTile:256"},
                  "gridOptions":{"gridBoolean":[[1,1,1],[1,1,1],[1,1,1]]}}"#,
    },
    Preset {
        id: "5x5",
        name: "5x5",
        description: "More room, the same goal.",
        game: r#"{"gridOptions":{"gridBoolean":[[1,1,1,1,1],[1,1,1,1,1],[1,1,1,1,1],[1,1,1,1,1],[1,1,1,1,1]]}}"#,
    },
    Preset {
        id: "6x6",
        name: "6x6",
        description: "A roomy board for long games.",
        game: r#"{"gridOptions":{"gridBoolean":[[1,1,1,1,1,1],[1,1,1,1,1,1],[1,1,1,1,1,1],
                  [1,1,1,1,1,1],[1,1,1,1,1,1],[1,1,1,1,1,1]]}}"#,
    },
    Preset {
        id: "8x8",
        name: "8x8",
        description: "Sixty-four cells: play as long as you like.",
        game: r#"{"gridOptions":{"gridBoolean":[[1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1],
                  [1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1],
                  [1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1]]}}"#,
    },
    Preset {
        id: "donut",
        name: "Donut",
        description: "custom-game.md's example: 3x3 without its centre, reach 32.",
        game: r#"{"gameOptions":{"winConditionFnName":"hasTile32"},
                  "gridOptions":{"gridBooleanFnName":"threeByThreeNoCenter"},
                  "initialTiles":[{"row":0,"column":0,"value":2}]}"#,
    },
    Preset {
        id: "fibonacci",
        name: "Fibonacci",
        description: "Neighbours in 1, 1, 2, 3, 5, 8... join: reach 2584.",
        game: r#"{"gameOptions":{"winConditionFnName":"hasTile:2584"},
                  "gridOptions":{"mergeConditionFnName":"fibonacci","newTileFnName":"fibonacci"}}"#,
    },
    Preset {
        id: "triples",
        name: "Triples",
        description: "5x5, three equal tiles in a row join into their sum: reach 486.",
        game: r#"{"gameOptions":{"winConditionFnName":"hasTile:486"},
                  "gridOptions":{"gridBoolean":[[1,1,1,1,1],[1,1,1,1,1],[1,1,1,1,1],[1,1,1,1,1],[1,1,1,1,1]],
                  "mergeConditionFnName":"allEqual","minMergeLength":3,"maxMergeLength":3,
                  "newTileFnName":"triples"}}"#,
    },
];

/// The preset with this id.
pub fn preset(id: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.id == id)
}

/// The preset whose rules these are, if any.
pub fn preset_of(rules: &Rules) -> Option<&'static Preset> {
    // Validated once: saves and records ask on every move.
    static VALIDATED: OnceLock<Vec<Option<Rules>>> = OnceLock::new();
    let validated = VALIDATED.get_or_init(|| PRESETS.iter().map(|p| p.rules().ok()).collect());
    PRESETS
        .iter()
        .zip(validated)
        .find(|(_, r)| r.as_ref() == Some(rules))
        .map(|(p, _)| p)
}
