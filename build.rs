//! Links the full build with its relocations (`--emit-relocs`): the post-build hook
//! splits it into a main module and chunks that load on first use, and the splitter
//! reads them (scripts/split-wasm.mjs). Only that binary: in the others they would ship
//! as dead weight, since wasm-bindgen and wasm-opt keep them.

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo::rustc-link-arg-bin=game2048-full=--emit-relocs");
    }
}
