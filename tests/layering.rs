//! The layering the architecture promises, checked: the engine and app crates depend on
//! nothing of the browser, and no crate's modules form a cycle (a module that, through
//! others, uses itself).
//!
//! Module edges are read from `crate::x` and `super::x` paths in each source file, so a
//! cycle through a path written that way is caught; `use` of a child module by its
//! parent (`mod child;`) is the tree itself and not an edge.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

const BROWSER_CRATES: [&str; 5] = ["leptos", "web-sys", "js-sys", "wasm-bindgen", "gloo"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The names of the `[dependencies]` (of any target) in a Cargo.toml.
fn dependencies(manifest: &Path) -> Vec<String> {
    let text = fs::read_to_string(manifest).expect("a manifest");
    let mut in_dependencies = false;
    let mut names = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            in_dependencies = line.ends_with("dependencies]") && !line.contains("dev-");
        } else if in_dependencies
            && let Some((name, _)) = line.split_once('=')
            && !line.starts_with('#')
        {
            names.push(name.trim().to_string());
        }
    }
    names
}

#[test]
fn the_engine_and_app_know_nothing_of_the_browser() {
    for krate in ["crates/engine", "crates/app"] {
        let deps = dependencies(&root().join(krate).join("Cargo.toml"));
        assert!(
            !deps.is_empty() || krate == "crates/engine",
            "{krate}: no dependencies read"
        );
        for dep in &deps {
            assert!(
                !BROWSER_CRATES.iter().any(|b| dep.starts_with(b)),
                "{krate} depends on {dep}"
            );
        }
    }
    // The reader is not fooled by its own input: the root package does use leptos.
    let root_deps = dependencies(&root().join("Cargo.toml"));
    assert!(root_deps.iter().any(|d| d == "leptos"), "{root_deps:?}");
}

/// Every `.rs` file under `dir`, with its module path (`lib.rs` and `mod.rs` name their
/// folder's module).
fn modules(dir: &Path, path: &[String], out: &mut BTreeMap<Vec<String>, String>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .expect("a source folder")
        .flatten()
        .collect();
    entries.sort_by_key(|e| e.path());
    for entry in entries {
        let file = entry.path();
        let name = file
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_string();
        if file.is_dir() {
            let mut sub = path.to_vec();
            sub.push(name);
            modules(&file, &sub, out);
        } else if file.extension().is_some_and(|e| e == "rs") {
            let mut module = path.to_vec();
            if name != "lib" && name != "mod" && name != "main" {
                module.push(name);
            }
            let text = fs::read_to_string(&file).expect("a source file");
            out.entry(module).or_default().push_str(&text);
        }
    }
}

/// The modules each module names through `crate::` or `super::` paths.
fn edges(modules: &BTreeMap<Vec<String>, String>) -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let mut graph = BTreeMap::new();
    for (module, text) in modules {
        let mut targets = BTreeSet::new();
        // Comments name modules without using them.
        for line in text
            .lines()
            .map(|l| l.split_once("//").map_or(l, |(code, _)| code))
        {
            for (at, _) in line
                .match_indices("crate::")
                .chain(line.match_indices("super::"))
            {
                if line[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ':') {
                    continue;
                }
                let path: Vec<&str> = line[at..]
                    .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                    .next()
                    .unwrap_or_default()
                    .split("::")
                    .collect();
                let mut base: Vec<String> = if path[0] == "crate" {
                    vec![]
                } else {
                    module.clone()
                };
                let mut rest = &path[..];
                while let Some((&first, tail)) = rest.split_first() {
                    match first {
                        "crate" => {}
                        "super" => {
                            base.pop();
                        }
                        _ => break,
                    }
                    rest = tail;
                }
                // The longest module the path names.
                let mut target = base.clone();
                for segment in rest {
                    target.push(segment.to_string());
                    if !modules.contains_key(&target) {
                        target.pop();
                        break;
                    }
                }
                if &target != module && !module.starts_with(&target) {
                    targets.insert(target);
                }
            }
        }
        graph.insert(module.clone(), targets);
    }
    graph
}

/// A cycle in `graph`, if there is one, as the modules along it.
fn cycle(graph: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Option<Vec<String>> {
    fn visit(
        node: &Vec<String>,
        graph: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        stack: &mut Vec<Vec<String>>,
        done: &mut BTreeSet<Vec<String>>,
    ) -> Option<Vec<String>> {
        if let Some(start) = stack.iter().position(|n| n == node) {
            let mut cycle: Vec<String> = stack[start..].iter().map(|m| m.join("::")).collect();
            cycle.push(node.join("::"));
            return Some(cycle);
        }
        if !done.insert(node.clone()) {
            return None;
        }
        stack.push(node.clone());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, graph, stack, done) {
                return Some(found);
            }
        }
        stack.pop();
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut Vec::new(), &mut done))
}

#[test]
fn no_crate_has_a_module_cycle() {
    for krate in ["crates/engine/src", "crates/app/src", "src"] {
        let mut found = BTreeMap::new();
        modules(&root().join(krate), &[], &mut found);
        assert!(found.len() > 3, "{krate}: {} modules read", found.len());
        let graph = edges(&found);
        assert!(
            graph.values().any(|t| !t.is_empty()),
            "{krate}: no edges read"
        );
        if let Some(cycle) = cycle(&graph) {
            panic!("{krate}: modules in a cycle: {}", cycle.join(" -> "));
        }
    }
}

#[test]
fn a_cycle_is_found_when_there_is_one() {
    let modules: BTreeMap<Vec<String>, String> = [
        (vec!["a".to_string()], "use crate::b::X;".to_string()),
        (
            vec!["b".to_string()],
            "use super::c::Y; // crate::a in a comment".to_string(),
        ),
        (
            vec!["c".to_string()],
            "fn f() { crate::a::g() }".to_string(),
        ),
        (vec![], "mod a; mod b; mod c;".to_string()),
    ]
    .into_iter()
    .collect();
    assert_eq!(
        cycle(&edges(&modules)),
        Some(vec!["a".into(), "b".into(), "c".into(), "a".into()])
    );
    let mut acyclic = modules.clone();
    acyclic.insert(vec!["c".to_string()], "fn f() {}".to_string());
    assert_eq!(cycle(&edges(&acyclic)), None);
}
