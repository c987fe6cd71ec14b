//! The variants a player can pick: each a game object with a stable id (used in links
//! and storage keys), a name and a one-line description.

use crate::object::{GameObject, GameOptions, GridOptions, InitialTile};

#[derive(Debug)]
pub struct Preset {
    /// Stable: links (`?preset=`) and saved best scores use it.
    pub id: &'static str,
    pub name: &'static str,
    pub description: &'static str,
    /// The game object. Built in Rust, not read from JSON: the presets must play in a
    /// build without the JSON reader of game objects (the hosted page's first load).
    /// A test checks each against the JSON a person would write for it.
    pub game: fn() -> GameObject,
}

/// Presets are one by id (ids are unique).
impl PartialEq for Preset {
    fn eq(&self, other: &Preset) -> bool {
        self.id == other.id
    }
}

impl Eq for Preset {}

pub static PRESETS: &[Preset] = &[
    Preset {
        id: "classic",
        name: "Classic",
        description: "4x4, join equal tiles to reach 2048.",
        game: GameObject::default,
    },
    Preset {
        id: "3x3",
        name: "3x3",
        description: "Nine cells: reach 256.",
        game: || GameObject {
            game_options: win("hasTile:256"),
            grid_options: Some(square(3)),
            ..GameObject::default()
        },
    },
    Preset {
        id: "5x5",
        name: "5x5",
        description: "More room, the same goal.",
        game: || GameObject {
            grid_options: Some(square(5)),
            ..GameObject::default()
        },
    },
    Preset {
        id: "6x6",
        name: "6x6",
        description: "A roomy board for long games.",
        game: || GameObject {
            grid_options: Some(square(6)),
            ..GameObject::default()
        },
    },
    Preset {
        id: "8x8",
        name: "8x8",
        description: "Sixty-four cells: play as long as you like.",
        game: || GameObject {
            grid_options: Some(square(8)),
            ..GameObject::default()
        },
    },
    Preset {
        id: "donut",
        name: "Donut",
        description: "custom-game.md's example: 3x3 without its centre, reach 32.",
        game: || GameObject {
            game_options: win("hasTile32"),
            grid_options: Some(GridOptions {
                grid_boolean_fn_name: Some("threeByThreeNoCenter".into()),
                ..GridOptions::default()
            }),
            initial_tiles: Some(vec![InitialTile {
                row: 0,
                column: 0,
                value: 2,
            }]),
            ..GameObject::default()
        },
    },
    Preset {
        id: "fibonacci",
        name: "Fibonacci",
        description: "Neighbours in 1, 1, 2, 3, 5, 8... join: reach 2584.",
        game: || GameObject {
            game_options: win("hasTile:2584"),
            grid_options: Some(GridOptions {
                merge_condition_fn_name: Some("fibonacci".into()),
                new_tile_fn_name: Some("fibonacci".into()),
                ..GridOptions::default()
            }),
            ..GameObject::default()
        },
    },
    Preset {
        id: "triples",
        name: "Triples",
        description: "5x5, three equal tiles in a row join into their sum: reach 486.",
        game: || GameObject {
            game_options: win("hasTile:486"),
            grid_options: Some(GridOptions {
                merge_condition_fn_name: Some("allEqual".into()),
                min_merge_length: Some(3),
                max_merge_length: Some(3),
                new_tile_fn_name: Some("triples".into()),
                ..square(5)
            }),
            ..GameObject::default()
        },
    },
];

/// Game options with this win condition.
fn win(condition: &str) -> Option<GameOptions> {
    Some(GameOptions {
        win_condition_fn_name: Some(condition.into()),
        ..GameOptions::default()
    })
}

/// Grid options of a square board of `side` cells a side, written out (`gridBoolean`).
fn square(side: usize) -> GridOptions {
    GridOptions {
        grid_boolean: Some(vec![vec![1; side]; side]),
        ..GridOptions::default()
    }
}

/// The preset with this id.
pub fn preset(id: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json;

    /// Each preset's game object as a person would write it (custom-game.md's JSON).
    const WRITTEN: &[(&str, &str)] = &[
        ("classic", "{}"),
        (
            "3x3",
            r#"{"gameOptions":{"winConditionFnName":"hasTile:256"},
                "gridOptions":{"gridBoolean":[[1,1,1],[1,1,1],[1,1,1]]}}"#,
        ),
        (
            "5x5",
            r#"{"gridOptions":{"gridBoolean":[[1,1,1,1,1],[1,1,1,1,1],[1,1,1,1,1],[1,1,1,1,1],[1,1,1,1,1]]}}"#,
        ),
        (
            "6x6",
            r#"{"gridOptions":{"gridBoolean":[[1,1,1,1,1,1],[1,1,1,1,1,1],[1,1,1,1,1,1],
                [1,1,1,1,1,1],[1,1,1,1,1,1],[1,1,1,1,1,1]]}}"#,
        ),
        (
            "8x8",
            r#"{"gridOptions":{"gridBoolean":[[1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1],
                [1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1],
                [1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1]]}}"#,
        ),
        (
            "donut",
            r#"{"gameOptions":{"winConditionFnName":"hasTile32"},
                "gridOptions":{"gridBooleanFnName":"threeByThreeNoCenter"},
                "initialTiles":[{"row":0,"column":0,"value":2}]}"#,
        ),
        (
            "fibonacci",
            r#"{"gameOptions":{"winConditionFnName":"hasTile:2584"},
                "gridOptions":{"mergeConditionFnName":"fibonacci","newTileFnName":"fibonacci"}}"#,
        ),
        (
            "triples",
            r#"{"gameOptions":{"winConditionFnName":"hasTile:486"},
                "gridOptions":{"gridBoolean":[[1,1,1,1,1],[1,1,1,1,1],[1,1,1,1,1],[1,1,1,1,1],[1,1,1,1,1]],
                "mergeConditionFnName":"allEqual","minMergeLength":3,"maxMergeLength":3,
                "newTileFnName":"triples"}}"#,
        ),
    ];

    #[test]
    fn each_preset_is_the_game_object_written_for_it() {
        let ids: Vec<&str> = PRESETS.iter().map(|p| p.id).collect();
        let written: Vec<&str> = WRITTEN.iter().map(|(id, _)| *id).collect();
        assert_eq!(ids, written);
        for (preset, (_, json)) in PRESETS.iter().zip(WRITTEN) {
            let value = json::parse(json).expect("JSON");
            let object = GameObject::from_value(&value).expect("a game object");
            assert_eq!((preset.game)(), object, "{}", preset.id);
        }
    }
}
