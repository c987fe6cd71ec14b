//! What a player sees if the program panics: a visible message with a reload button,
//! drawn with plain DOM calls (the UI framework may be what broke). The saved game is
//! never touched, so a reload picks it up again.

use std::panic::PanicHookInfo;

use gloo_events::EventListener;

pub fn install() {
    std::panic::set_hook(Box::new(on_panic));
}

fn on_panic(info: &PanicHookInfo<'_>) {
    web_sys::console::error_1(&format!("game2048: {info}").into());
    let _ = show(&info.to_string());
}

fn show(detail: &str) -> Option<()> {
    let document = web_sys::window()?.document()?;
    let body = document.body()?;
    let panel = document.create_element("div").ok()?;
    panel.set_class_name("game2048-crash");
    panel.set_attribute("role", "alert").ok()?;
    let title = document.create_element("p").ok()?;
    title.set_text_content(Some(
        "Something went wrong and the game stopped. Your saved game is safe.",
    ));
    let detail_el = document.create_element("pre").ok()?;
    detail_el.set_text_content(Some(detail));
    let button = document.create_element("button").ok()?;
    button.set_text_content(Some("Reload"));
    // The page is about to be reloaded; the listener lives until then.
    EventListener::new(&button, "click", |_| {
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    })
    .forget();
    panel.append_child(&title).ok()?;
    panel.append_child(&detail_el).ok()?;
    panel.append_child(&button).ok()?;
    body.append_child(&panel).ok()?;
    Some(())
}
