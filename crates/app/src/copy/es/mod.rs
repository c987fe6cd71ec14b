//! Spanish: what every key of the catalogue says.

use std::fmt::{self, Formatter};

use crate::request::{RequestError, known_presets};
use game2048_engine::{ConfigReason, Direction, Power, PowerError, SetupError};

use super::{
    AnalysisLine, BuilderLine, CardLine, ChallengeLine, ConfigLine, Ending, ExtrasLine, GamesLine,
    Label, Line, Merges, RecordLine, ReplayLine, RequestLine, SetupLine, Text,
};
use crate::ai;
use crate::daily::Attempt;
use crate::modes::Mode;
use crate::variant::VariantKind;

/// Where a move goes, as a sentence says it: "hacia la izquierda".
fn direction(d: Direction) -> &'static str {
    match d {
        Direction::Left => "hacia la izquierda",
        Direction::Right => "hacia la derecha",
        Direction::Up => "hacia arriba",
        Direction::Down => "hacia abajo",
    }
}

/// Spanish's cardinal plural rule (CLDR): one for 1, other otherwise.
fn is_one(n: i64) -> bool {
    n == 1
}

/// `n` and its noun: "1 movimiento", "12 movimientos".
fn plural(n: i64, one: &str, many: &str) -> String {
    format!("{} {}", grouped(n), if is_one(n) { one } else { many })
}

fn ending(e: Ending) -> &'static str {
    match e {
        Ending::None => "",
        Ending::Won => " ¡Has ganado! Sigue jugando o vuelve a intentarlo.",
        Ending::Over => " ¡Fin de la partida!",
    }
}

/// Where a replay is: the bar's line, and its announcement with a full stop.
fn replay_where(position: usize, len: usize, f: &mut Formatter<'_>) -> fmt::Result {
    write!(
        f,
        "Repetición: movimiento {} de {}",
        grouped(position as i64),
        grouped(len as i64)
    )
}

/// A validator's reason as a notice says it: as it is, with a full stop (the quick
/// build says it, and carries no capitalizing for it).
fn reason_as_is(why: &str, f: &mut Formatter<'_>) -> fmt::Result {
    write!(f, "{why}.")
}

/// A named rule's short name (its own name for one this list misses: a test holds
/// every name of the registry to having words).
fn rule_name(family: super::Family, name: &str) -> &str {
    use super::Family::*;
    match (family, name) {
        (Condition, "original2048") => "Dos fichas iguales",
        (Condition, "allEqual") => "Una secuencia de fichas iguales",
        (Condition, "nonIncreasing") => "Una secuencia que nunca crece",
        (Condition, "fibonacci") => "Vecinos de Fibonacci",
        (Result | Score, "original2048") => "La suma",
        (Result, "tripleFirstMinusRest") => "El triple de la primera, menos el resto",
        (Score, "doubleFirstPlusRest") => "El doble de la primera, más el resto",
        (Strategy, "shortest-match") => "Lo más cortas posible",
        (Strategy, "longest-match") => "Lo más largas posible",
        (NewTile, "original2048") => "2 y 4",
        (NewTile, "none") => "Ninguna",
        (NewTile, "fibonacci") => "1 y 2",
        (NewTile, "triples") => "2 y 6",
        (Win, "original2048") => "Formar 2048",
        (Win, "hasTile32") => "Formar 32",
        (Lose, "original2048") => "Ningún movimiento cambia el tablero",
        _ => name,
    }
}

/// What a named rule does, in one line ("" for a name this list misses: a test
/// holds every name of the registry to having words).
fn rule_help(family: super::Family, name: &str) -> &'static str {
    use super::Family::*;
    match (family, name) {
        (Condition, "original2048") => "Dos fichas iguales se fusionan, como en 2048.",
        (Condition, "allEqual") => "Una secuencia de fichas iguales se fusiona.",
        (Condition, "nonIncreasing") => {
            "Se fusiona una secuencia en la que ninguna ficha es mayor que la anterior."
        }
        (Condition, "fibonacci") => {
            "Se fusionan dos fichas vecinas en la serie 1, 2, 3, 5, 8, 13..."
        }
        (Result, "original2048") => "Es la suma de la secuencia.",
        (Result, "tripleFirstMinusRest") => "Es el triple de la primera ficha, menos las demás.",
        (Score, "original2048") => "Una fusión da tantos puntos como la ficha fusionada.",
        (Score, "doubleFirstPlusRest") => {
            "Una fusión da el doble de la primera ficha más las demás."
        }
        (Strategy, "shortest-match") => "Una secuencia se fusiona en cuanto es lo bastante larga.",
        (Strategy, "longest-match") => "Una secuencia se fusiona lo más larga posible.",
        (NewTile, "original2048") => {
            "Tras cada movimiento, un 2 (nueve de cada diez veces) o un 4."
        }
        (NewTile, "none") => "Sin fichas nuevas: se juega con las fichas colocadas en el tablero.",
        (NewTile, "fibonacci") => "Tras cada movimiento, un 1 (nueve de cada diez veces) o un 2.",
        (NewTile, "triples") => "Tras cada movimiento, un 2 (nueve de cada diez veces) o un 6.",
        (Win, "original2048") => "Se gana formando 2048.",
        (Win, "hasTile32") => "Se gana formando 32.",
        (Lose, "original2048") => "La partida termina cuando ningún movimiento cambia el tablero.",
        _ => "",
    }
}

/// `n` as `Intl.NumberFormat("es")` writes it: a point between thousands from five
/// digits on (8532, 12.345, 1.234.567).
pub fn grouped(n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if n < 0 {
        out.push('-');
    }
    let group = digits.len() > 4;
    for (i, c) in digits.chars().enumerate() {
        if group && i > 0 && (digits.len() - i) % 3 == 0 {
            out.push('.');
        }
        out.push(c);
    }
    out
}

fn variant_name(kind: VariantKind) -> &'static str {
    match kind {
        VariantKind::Preset(p) => match p.id {
            "classic" => "Clásico",
            "donut" => "Dónut",
            "fibonacci" => "Fibonacci",
            "triples" => "Triples",
            _ => p.name,
        },
        VariantKind::Custom(_) => match Mode::of_kind(kind) {
            Some(mode) => mode_name(mode),
            None => "Personalizado",
        },
    }
}

/// A built-in mode's name.
fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::PowerUps => "Poderes",
        Mode::Sprint => "Sprint",
        Mode::FiveHundredMoves => "500 jugadas",
    }
}

/// What every label says.
pub fn label(label: Label) -> &'static str {
    use Label::*;
    match label {
        Title => "2048",
        Score => "Puntos",
        Best => "Récord",
        NewGameButton => "Nueva partida",
        Undo => "Deshacer",
        Redo => "Rehacer",
        DirectionPad => "Cruceta",
        MoveButton(direction) => match direction {
            Direction::Up => "Mover arriba",
            Direction::Down => "Mover abajo",
            Direction::Left => "Mover a la izquierda",
            Direction::Right => "Mover a la derecha",
        },
        Games => "Partidas",
        Variant => "Variante",
        Dismiss => "Descartar",
        Confirm => "Confirmar",
        YouWin => "¡Has ganado!",
        GameOver => "¡Fin de la partida!",
        KeepGoing => "Seguir jugando",
        TryAgain => "Reintentar",
        EmptyCell => "vacía",
        Hole => "hueco",
        Hint => "Pista",
        Autoplay => "Automático",
        Speed => "Velocidad",
        Strength => "Fuerza",
        Replay => "Repetición",
        Close => "Cerrar",
        ToTheStart => "Al principio",
        StepBack => "Paso atrás",
        StepForward => "Paso adelante",
        ToTheEnd => "Al final",
        Play => "Reproducir",
        Pause => "Pausa",
        Position => "Posición",
        Pace => "Ritmo",
        PlayFromHere => "Jugar desde aquí",
        Share => "Compartir",
        WatchThisGame => "Ver esta partida",
        ShareThisGame => "Compartir esta partida",
        Export => "Exportar",
        Import => "Importar",
        Watch => "Ver",
        StartOver => "Sí, empezar de nuevo",
        Cancel => "Cancelar",
        OpenTheLinksGame => "Abrir la partida del enlace",
        Challenge => "Desafiar a alguien",
        TakeTheChallenge => "Aceptar el desafío",
        ShareImage => "Compartir imagen",
        KeepMyGame => "Conservar mi partida",
        CouldNotStart => "No se pudo iniciar esta partida",
        Reload => "Recargar",
        VariantName(kind) => variant_name(kind),
        VariantDescription(VariantKind::Preset(p)) => match p.id {
            "classic" => "4x4: junta fichas iguales hasta llegar a 2048.",
            "3x3" => "Nueve casillas: llega a 256.",
            "5x5" => "Más espacio, el mismo objetivo.",
            "6x6" => "Un tablero amplio para partidas largas.",
            "8x8" => "Sesenta y cuatro casillas: juega todo lo que quieras.",
            "donut" => "El ejemplo de custom-game.md: 3x3 sin el centro, llega a 32.",
            "fibonacci" => "Se juntan vecinos en 1, 1, 2, 3, 5, 8...: llega a 2584.",
            "triples" => "5x5: tres fichas iguales en línea se juntan en su suma; llega a 486.",
            _ => p.description,
        },
        VariantDescription(VariantKind::Custom(_)) => "Una partida con tus propias reglas.",
        SpeedName(speed) => match speed {
            ai::Speed::Relaxed => "Tranquila",
            ai::Speed::Normal => "Normal",
            ai::Speed::Quick => "Rápida",
            ai::Speed::Fastest => "Máxima",
        },
        StrengthName(strength) => match strength {
            ai::Strength::Fast => "Rápida",
            ai::Strength::Strong => "Fuerte",
        },
        Analyse => "Analizar",
        CreateGame => "Crear una partida",
        YourVariants => "Tus variantes",
        Language => "Idioma",
        Theme => "Tema",
        ThemeName(theme) => match theme {
            crate::theme::Theme::System => "Sistema",
            crate::theme::Theme::Light => "Claro",
            crate::theme::Theme::Dark => "Oscuro",
        },
        UndoSetting => "Deshacer",
        UndoAllowed => "Permitido",
        On => "Activado",
        Off => "Desactivado",
        DpadSetting => "Cruceta en pantalla",
        SoundSetting => "Sonido",
        AnimationSetting => "Animación",
        MotionName(motion) => match motion {
            crate::motion::Motion::Normal => "Normal",
            crate::motion::Motion::Fast => "Rápida",
            crate::motion::Motion::Off => "Desactivada",
        },
        PageTitle => "2048 – desliza, combina, llega a 2048",
        HowToPlay => "Cómo jugar",
    }
}

pub fn say(text: &Text, f: &mut Formatter<'_>) -> fmt::Result {
    use Text::*;
    match text {
        Silence => Ok(()),
        Line(said) => fmt::Display::fmt(said, f),
        Together(texts) => {
            for (i, text) in texts.iter().enumerate() {
                if i > 0 {
                    f.write_str(" ")?;
                }
                say(text, f)?;
            }
            Ok(())
        }

        Board { rows, columns } => write!(
            f,
            "Tablero de {} por {}",
            plural(*rows as i64, "fila", "filas"),
            plural(*columns as i64, "columna", "columnas")
        ),
        GameNoun(VariantKind::Preset(p)) => match p.id {
            "classic" => f.write_str("partida clásica"),
            _ => write!(f, "partida {}", variant_name(VariantKind::Preset(p))),
        },
        GameNoun(kind @ VariantKind::Custom(_)) if Mode::of_kind(*kind).is_some() => {
            write!(f, "partida «{}»", variant_name(*kind))
        }
        GameNoun(VariantKind::Custom(_)) => f.write_str("partida personalizada"),



        StartNewGameQuestion { noun } => {
            write!(f, "¿Empezar una nueva {noun}? Esta partida se perderá.")
        }
        LinkQuestion { noun, seed } => write!(
            f,
            "Este enlace abre una nueva {noun} (semilla {seed}). Tu partida en curso se perderá."
        ),
        PlayFromHereQuestion => {
            f.write_str("¿Seguir jugando desde aquí? Tu partida en curso se perderá.")
        }

        NewGameStarted { noun, ending: e } => write!(f, "Nueva {noun}.{}", ending(*e)),
        Moved {
            direction: d,
            merges,
            score,
            ending: e,
        } => {
            write!(f, "Movimiento {}.", direction(*d))?;
            match merges {
                Merges::None => {}
                Merges::One { value } => write!(f, " Se forma un {}.", grouped(*value))?,
                Merges::Many { count, top } => write!(
                    f,
                    " {}, hasta {}.",
                    plural(*count as i64, "fusión", "fusiones"),
                    grouped(*top)
                )?,
            }
            write!(f, " Puntos: {}.{}", grouped(*score), ending(*e))
        }
        Undone { score } => write!(f, "Movimiento deshecho. Puntos: {}.", grouped(*score)),
        Redone => f.write_str("Rehecho."),
        PadConnected => f.write_str("Mando conectado: la cruceta o el joystick izquierdo mueven, A da una pista, B deshace, Start empieza una partida nueva."),
        KeptGoing => f.write_str("¡Sigue jugando!"),

        MoveRefused { why } => write!(f, "Se rechazó ese movimiento: {why}."),
        SavedGameUnreadable { why } => {
            write!(f, "No se pudo leer tu partida guardada ({why}).")
        }
        SavedGameDamaged { why } => write!(
            f,
            "Tu partida guardada estaba dañada y se ha empezado una nueva ({why}). Los récords se conservan."
        ),
        BestDamaged => f.write_str("Se ha ignorado un récord dañado."),
        BestUnreadable { why } => write!(f, "No se pudo leer tu récord ({why})."),
        NotKept => f.write_str(
            "Este navegador no deja que el juego guarde: puedes jugar, pero no se conservará tu progreso.",
        ),
        LinkNotOpened { why, instead } => {
            f.write_str("No se pudo abrir este enlace")?;
            match why {
                Some(why) => write!(f, ": {why}.")?,
                None => f.write_str(".")?,
            }
            if *instead {
                f.write_str(" En su lugar, se juega una partida clásica.")?;
            }
            Ok(())
        }
        ChallengeLinkNotOpened { why } => {
            write!(f, "No se pudo abrir este enlace de desafío: {why}.")
        }
        ChallengeQuestion { score } => write!(f, "Te desafían a superar {} puntos desde el mismo comienzo. Se perderá tu partida en curso.", grouped(*score)),
        ChallengeTaken { score } => write!(f, "Desafío aceptado: supera {}. Mismo comienzo, mismas fichas nuevas.", grouped(*score)),
        ReplayLinkNotOpened { why } => {
            write!(f, "No se pudo abrir este enlace de repetición: {why}.")
        }
        PartNotLoaded { why } => write!(
            f,
            "No se pudo cargar esa parte del juego ({why}). La partida continúa; inténtalo de nuevo más tarde."
        ),
        GameNotOpened { why } => write!(
            f,
            "No se pudo abrir tu partida ({why}). Se conserva; inténtalo de nuevo cuando tengas conexión."
        ),


        Reason { why } => reason_as_is(why, f),

        Crashed => f.write_str(
            "Algo salió mal y el juego se detuvo. Tu partida guardada está a salvo.",
        ),


        ApiNoPowerUps => f.write_str("swap, remove: esta partida no tiene poderes"),
        ApiPowerUpArguments => f.write_str("swap recibe dos casillas como [fila, columna], contadas desde 0; remove recibe el número de una ficha"),
        ApiGone => f.write_str("esta partida ya no está en la página"),
        ApiOptionsUnreadable { why } => write!(
            f,
            "newGame: no se pudieron leer las opciones ({})",
            why.as_deref().unwrap_or("no son datos JSON")
        ),
        ApiOptionsNotAnObject => {
            f.write_str("newGame: las opciones deben ser un objeto { preset?, game?, seed? }")
        }
        ApiUnknownOption { name } => write!(
            f,
            "newGame: opción desconocida \"{name}\" (conocidas: preset, game, seed)"
        ),
        ApiOptionType { name, numbers, got } => write!(
            f,
            "newGame: {name} debe ser {}; se recibió {got}",
            if *numbers {
                "un número o una cadena"
            } else {
                "una cadena"
            }
        ),
        ApiNewGame { why } => write!(f, "newGame: {why}"),
        ApiMove { why } => write!(f, "move: {why}"),
        ApiUndoOff => f.write_str("undo, redo: esta partida se juega sin deshacer"),
    }
}

mod lines;
mod panels;
pub use lines::{how_to, line};
pub use panels::{
    analysis, builder, card, challenge, config, extras, games, record, replay, request, setup,
};
