//! Saved variants, as the player manages them: the builder's rules saved under a
//! name, then played from the variant picker, opened in the builder again, renamed or
//! deleted (after a question). The list itself and what makes a good name are
//! [`crate::saved`]'s; this is the state of the fields and questions around it, and
//! what each action does to the model.
//!
//! Saving, renaming or deleting writes the list and nothing else: a saved variant's
//! best score and finished games belong to its rules' key and stay when it is renamed
//! or deleted. Nothing here touches the game in progress except Play, which asks
//! first like any new game.

use super::builder::Builder;
use crate::copy::{Line, Text};
use crate::model::{Effects, Model, Msg};
use crate::modes::Mode;
use crate::saved::SavedVariants;
use crate::variant::{Variant, VariantKind};

/// What the player does with saved variants.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saving {
    /// The name typed for the builder's rules.
    Draft(String),
    /// Save the builder's rules under the name typed.
    Save,
    /// Play a saved variant (the variant picker's choice): asks first when a game is in
    /// progress.
    Play { kind: VariantKind, seed: u64 },
    /// Open a saved variant's rules in the builder.
    Edit(VariantKind),
    /// Start renaming one: a field with its name.
    Rename(VariantKind),
    /// The new name typed.
    RenameDraft(String),
    /// Rename it to the name typed.
    RenameDone,
    /// Ask before deleting one.
    Delete(VariantKind),
    /// Delete the one asked about.
    DeleteDone,
    /// Stop renaming, or keep the one asked about.
    Cancel,
}

/// A saved variant being renamed or asked about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Editing {
    /// Its new name, as typed.
    Rename(String),
    Delete,
}

/// The state around the list: the fields and the question on show.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Naming {
    /// The name typed for the builder's rules.
    pub draft: String,
    /// The saved variant being renamed or asked about.
    pub editing: Option<(VariantKind, Editing)>,
    /// What the last action came to: done (`Ok`), or why not.
    pub said: Option<Result<Text, Text>>,
}

impl Model {
    /// The list as read from storage (at the start, or after another tab wrote it).
    pub(in crate::model) fn variants_read(&mut self, saved: SavedVariants) -> Effects {
        self.saved = saved;
        Effects::CHANGED
    }

    /// The name of the variant on show, if it is a saved one.
    pub fn saved_name(&self, kind: VariantKind) -> Option<&str> {
        self.saved.find(kind).map(|s| s.name.as_str())
    }

    /// What the player does with saved variants (the builder's list; Play, from the
    /// picker, is `Model::play_saved`).
    pub fn update_variants(&mut self, saving: Saving) -> Effects {
        let naming = &mut self.naming;
        let result = match saving {
            Saving::Draft(name) => {
                naming.draft = name;
                return Effects::CHANGED;
            }
            Saving::RenameDraft(name) => {
                if let Some((_, Editing::Rename(draft))) = &mut naming.editing {
                    *draft = name;
                }
                return Effects::CHANGED;
            }
            Saving::Rename(kind) => {
                let name = self.saved.find(kind).map(|s| s.name.clone());
                naming.editing = name.map(|n| (kind, Editing::Rename(n)));
                naming.said = None;
                return Effects::CHANGED;
            }
            Saving::Delete(kind) => {
                naming.editing = Some((kind, Editing::Delete));
                naming.said = None;
                return Effects::CHANGED;
            }
            Saving::Cancel => {
                naming.editing = None;
                return Effects::CHANGED;
            }
            Saving::Play { kind, seed } => return self.play_saved(kind, seed),
            Saving::Edit(kind) => return self.edit_saved(kind),
            Saving::Save => {
                let rules = self
                    .builder
                    .as_ref()
                    .and_then(|b| b.check.as_ref().ok().cloned());
                match rules {
                    Some(rules) => self
                        .saved
                        .save(&naming.draft, &Variant::of_rules(rules))
                        .map(|name| Line::VariantSaved { name }),
                    // (The button is off while the rules make no game.)
                    None => return Effects::default(),
                }
            }
            Saving::RenameDone => match naming.editing.take() {
                Some((kind, Editing::Rename(name))) => {
                    let renamed = self.saved.rename(kind, &name);
                    if renamed.is_err() {
                        // The field stays, for another try.
                        naming.editing = Some((kind, Editing::Rename(name)));
                    }
                    renamed.map(|name| Line::VariantRenamed { name })
                }
                other => {
                    naming.editing = other;
                    return Effects::default();
                }
            },
            Saving::DeleteDone => match naming.editing.take() {
                Some((kind, Editing::Delete)) => self
                    .saved
                    .delete(kind)
                    .map(|name| Line::VariantDeleted { name }),
                other => {
                    naming.editing = other;
                    return Effects::default();
                }
            },
        };
        let done = result.is_ok();
        if done && self.naming.editing.is_none() {
            self.naming.draft.clear();
        }
        self.naming.said = Some(result.map(Text::from).map_err(Text::from));
        Effects {
            save_variants: done,
            ..Effects::CHANGED
        }
    }

    /// A saved variant's rules, or a notice saying why there are none.
    fn saved_variant(&mut self, kind: VariantKind) -> Option<Variant> {
        let found = match (Mode::of_kind(kind), self.saved.find(kind)) {
            // (A built-in mode is read as a saved variant is.)
            (Some(mode), _) => Variant::custom(mode.object()).map_err(|e| Line::VariantDamaged {
                name: mode.name().to_string(),
                why: e.to_string(),
            }),
            (None, None) => Err(Line::NoSuchVariant),
            (None, Some(saved)) => saved.variant().map_err(|why| Line::VariantDamaged {
                name: saved.name.clone(),
                why,
            }),
        };
        found
            .map_err(|line| self.notice = Some(Text::from(line)))
            .ok()
    }

    /// Plays a saved variant (the picker's choice), asking first when a game is in
    /// progress.
    pub(in crate::model) fn play_saved(&mut self, kind: VariantKind, seed: u64) -> Effects {
        // (Not where the host keeps the player on its variant.)
        if !self.chrome.picker {
            return Effects::default();
        }
        match self.saved_variant(kind) {
            Some(variant) => self.update_question(Msg::NewGame {
                variant: Some(variant),
                seed,
                confirmed: false,
            }),
            None => Effects::CHANGED,
        }
    }

    fn edit_saved(&mut self, kind: VariantKind) -> Effects {
        let Some(variant) = self.saved_variant(kind) else {
            return Effects::CHANGED;
        };
        let mut builder = Builder::of(variant.rules.object().clone());
        if let Some(old) = &self.builder {
            builder.brush = old.brush;
        }
        self.builder = Some(Box::new(builder));
        self.naming.editing = None;
        Effects::CHANGED
    }
}

#[cfg(test)]
mod tests {
    use super::super::builder::Build;
    use super::*;
    use crate::model::testing::{fresh, make_a_move};
    use crate::model::{Msg, Pending};
    use crate::saved::Saved;

    fn saving(model: &mut Model, s: Saving) -> Effects {
        model.update(Msg::Variants(s))
    }

    fn said(model: &Model) -> Option<Result<String, String>> {
        model
            .naming
            .said
            .as_ref()
            .map(|r| r.as_ref().map(Text::to_string).map_err(Text::to_string))
    }

    #[test]
    fn the_builders_rules_are_saved_renamed_played_and_deleted() {
        let mut model = fresh(1);
        model.update(Msg::Build(Build::Open));
        model.update(Msg::Build(Build::MinLength(3)));
        let rules = model.builder.as_ref().and_then(|b| b.check.clone().ok());
        let kind = Variant::of_rules(rules.expect("valid")).kind;

        saving(&mut model, Saving::Draft(" Threes ".into()));
        let effects = saving(&mut model, Saving::Save);
        assert!(effects.save_variants && effects.changed);
        assert_eq!(
            said(&model),
            Some(Ok("Saved “Threes”: it is in the variant picker.".into()))
        );
        assert_eq!(model.saved_name(kind), Some("Threes"));
        assert_eq!(model.naming.draft, "", "the field empties once saved");
        // Saved twice: refused, nothing written.
        saving(&mut model, Saving::Draft("Again".into()));
        assert!(!saving(&mut model, Saving::Save).save_variants);
        assert_eq!(
            said(&model),
            Some(Err("These rules are saved already, as “Threes”.".into()))
        );

        // Renamed: a bad name keeps the field; a good one is written.
        saving(&mut model, Saving::Rename(kind));
        assert_eq!(
            model.naming.editing,
            Some((kind, Editing::Rename("Threes".into())))
        );
        saving(&mut model, Saving::RenameDraft("   ".into()));
        assert!(!saving(&mut model, Saving::RenameDone).save_variants);
        assert_eq!(said(&model), Some(Err("Give the variant a name.".into())));
        assert!(model.naming.editing.is_some());
        saving(&mut model, Saving::RenameDraft("Runs of three".into()));
        assert!(saving(&mut model, Saving::RenameDone).save_variants);
        assert_eq!(model.saved_name(kind), Some("Runs of three"));
        assert_eq!(model.naming.editing, None);

        // Played from the picker: asks first over a game in progress.
        make_a_move(&mut model);
        let game = model.game.clone();
        saving(&mut model, Saving::Play { kind, seed: 9 });
        assert!(matches!(model.pending, Some(Pending::NewGame { .. })));
        assert_eq!(model.game, game);
        model.update(Msg::Confirm);
        assert_eq!(model.variant.kind, kind);
        assert_eq!(model.game.moves(), 0);

        // Opened in the builder again, from another state.
        model.update(Msg::Build(Build::FromPreset("5x5")));
        saving(&mut model, Saving::Edit(kind));
        let opened = model.builder.as_ref().and_then(|b| b.check.clone().ok());
        assert_eq!(opened.map(|r| Variant::of_rules(r).kind), Some(kind));

        // Deleted after a question; Cancel keeps it.
        saving(&mut model, Saving::Delete(kind));
        assert!(!saving(&mut model, Saving::Cancel).save_variants);
        assert_eq!(model.saved_name(kind), Some("Runs of three"));
        saving(&mut model, Saving::Delete(kind));
        assert!(saving(&mut model, Saving::DeleteDone).save_variants);
        assert_eq!(model.saved_name(kind), None);
        // The game of its rules plays on.
        assert_eq!(model.variant.kind, kind);
    }

    #[test]
    fn a_host_that_keeps_the_player_on_its_variant_opens_no_builder_and_plays_no_saved_variant() {
        let mut model = fresh(1);
        model.saved.list.push(Saved {
            name: "Threes".into(),
            object: r#"{"gridOptions":{"minMergeLength":3}}"#.into(),
        });
        let kind = model.saved.list[0].kind();
        model.chrome.picker = false;
        assert_eq!(model.update(Msg::Build(Build::Open)), Effects::default());
        assert_eq!(
            saving(&mut model, Saving::Play { kind, seed: 1 }),
            Effects::default()
        );
        assert!(model.builder.is_none() && model.pending.is_none());
        assert_eq!(model.variant, Variant::classic());
    }

    #[test]
    fn a_damaged_saved_variant_says_why_and_changes_nothing() {
        let mut model = fresh(1);
        model.saved.list.push(Saved {
            name: "Broken".into(),
            object: r#"{"gridOptions":{"mergeConditionFnName":"nope"}}"#.into(),
        });
        let kind = model.saved.list[0].kind();
        let game = model.game.clone();
        for s in [Saving::Play { kind, seed: 2 }, Saving::Edit(kind)] {
            let effects = saving(&mut model, s);
            assert!(!effects.save_variants && effects.changed);
            let notice = model
                .notice
                .take()
                .map(|t| t.to_string())
                .unwrap_or_default();
            assert!(
                notice.starts_with("The saved variant “Broken” cannot be played ("),
                "{notice}"
            );
            assert_eq!(model.game, game);
            assert!(model.builder.is_none() && model.pending.is_none());
        }
    }
}
