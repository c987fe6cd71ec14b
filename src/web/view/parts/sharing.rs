//! Sharing a game (the `sharing` part's views, shown by the main module through
//! `view::Later`): a challenge's bar (see `app::challenge`), under the controls while a
//! challenge link's game is played, with the challenger's score at the player's move
//! count and who leads; at the end, the two games side by side (score, top tile,
//! moves, time), who won, *Watch their game* and *Challenge back*. And the overlay's
//! *Challenge a friend* and *Share image* on a game that has ended (the part comes as
//! it ends).

use leptos::prelude::*;

use super::super::{live, shows};

use super::super::busy;
use crate::app::challenge::{Offer, Tally, Verdict, time_of};
use crate::app::clock;
use crate::app::copy::{ChallengeLine, Label, number};
use crate::app::model::parts::Part;
use crate::app::model::{Model, Msg};
use crate::engine::Status;
use crate::web::chunks::{self, ShareAsk};
use crate::web::runtime::Ctx;

/// What the bar shows: while playing, the player's moves and both scores; at the end,
/// both tallies.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Shown {
    Playing { moves: u64, theirs: i64, lead: i64 },
    Ended { mine: Tally, theirs: Tally },
}

fn shown(m: &Model) -> Option<Shown> {
    let challenge = m.challenge.as_ref()?;
    if m.replay.is_some() {
        return None;
    }
    let game = &m.game;
    if game.status() != Status::Over {
        let theirs = challenge.score_at(game.moves());
        return Some(Shown::Playing {
            moves: game.moves(),
            theirs,
            lead: game.score() - theirs,
        });
    }
    // A timed game's time is its clock's; another's, what it was kept with.
    let time_ms = time_of(&m.record, m.finished_ms);
    Some(Shown::Ended {
        mine: Tally::of(game, time_ms),
        theirs: challenge.theirs(),
    })
}

/// *Challenge a friend* (not in a challenge's game: its bar challenges back) and *Share
/// image*, on the overlay of a game that has ended.
#[component]
pub fn OverActions() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let challenged = shows(model, |m| m.challenge.is_some());
    let challenge = move |_| challenge_a_friend(ctx);
    let picture = move |_| {
        let game = model.with_untracked(|m| Box::new(m.game.clone()));
        let when_ms = js_sys::Date::now();
        chunks::share(ctx, ShareAsk::Picture { game, when_ms });
    };
    view! {
        <button type="button" class="secondary" hidden=challenged on:click=challenge>{Label::Challenge.say()}</button>
        <button type="button" class="secondary" on:click=picture>{Label::ShareImage.say()}</button>
    }
}

/// Hands on a link that challenges a friend to beat the game played (the overlay's
/// *Challenge a friend*, the bar's *Challenge back*).
fn challenge_a_friend(ctx: Ctx) {
    let offer = ctx
        .model
        .with_untracked(|m| Offer::of(&m.record, &m.game, m.finished_ms));
    chunks::share(ctx, ShareAsk::Challenge(offer));
}

#[component]
pub fn ChallengeBar() -> impl IntoView {
    let ctx = Ctx::get();
    let model = ctx.model;
    let shown = shows(model, shown);
    let say = |line: ChallengeLine| line.to_string();
    let watch = move |_| {
        if let Some(record) =
            model.with_untracked(|m| m.challenge.as_ref().map(|c| c.record().clone()))
        {
            ctx.dispatch(Msg::Watch(record));
        }
    };
    let challenge_back = move |_| challenge_a_friend(ctx);
    live(move || {
        let body = match shown.get()? {
            Shown::Playing { moves, theirs, lead } => view! {
                <p class="challenge-now">
                    <span data-testid="challenge-theirs">{say(ChallengeLine::TheirsAt { moves, score: theirs })}</span>
                    <strong class="challenge-lead" data-lead=lead.signum().to_string()>{say(ChallengeLine::Lead { by: lead })}</strong>
                </p>
            }
            .into_any(),
            Shown::Ended { mine, theirs } => {
                let verdict = Verdict::of(&mine, &theirs);
                let time = |t: &Tally| t.time_ms.map_or_else(|| "—".to_string(), clock::shown);
                let row = |line: ChallengeLine, mine: String, theirs: String| view! {
                    <tr>
                        <th scope="row">{say(line)}</th>
                        <td>{mine}</td>
                        <td>{theirs}</td>
                    </tr>
                };
                view! {
                    <p class="challenge-verdict" data-verdict=verdict.name() role="status">
                        {say(ChallengeLine::Verdict(verdict))}
                    </p>
                    <table class="challenge-table">
                        <thead>
                            <tr>
                                <td></td>
                                <th scope="col">{say(ChallengeLine::You)}</th>
                                <th scope="col">{say(ChallengeLine::Them)}</th>
                            </tr>
                        </thead>
                        <tbody>
                            {row(ChallengeLine::Score, number(mine.score), number(theirs.score))}
                            {row(ChallengeLine::TopTile, number(mine.top), number(theirs.top))}
                            {row(ChallengeLine::Moves, number(mine.moves as i64), number(theirs.moves as i64))}
                            {row(ChallengeLine::Time, time(&mine), time(&theirs))}
                        </tbody>
                    </table>
                    <p class="challenge-actions">
                        <button type="button" class="small" aria-busy=busy(Part::Replay) on:click=watch>{say(ChallengeLine::WatchTheirGame)}</button>
                        <button type="button" class="small" on:click=challenge_back>{say(ChallengeLine::ChallengeBack)}</button>
                    </p>
                }
                .into_any()
            }
        };
        Some(
            view! {
                <section class="challenge" aria-label=say(ChallengeLine::Name)>
                    {body}
                </section>
            }
            .into_any(),
        )
    })
}
