//! The hosted page's entry point, built by trunk for wasm32.

#[cfg(target_arch = "wasm32")]
fn main() {
    game2048::web::start_hosted();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("game2048 runs in a browser: serve it with the first command in README.md.");
}
