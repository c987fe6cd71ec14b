//! Spanish: what every line of the model says (the rest of the language is in
//! `mod.rs`: one language, one folder).

use super::*;

/// What every line says.
pub fn line(line: &Line, f: &mut Formatter<'_>) -> fmt::Result {
    use Line::*;
    match line {
        UndoUse(u) => match (u.allowed, u.used) {
            (false, _) => f.write_str("Deshacer desactivado"),
            (true, 0) => f.write_str("Sin usar deshacer"),
            (true, 1) => f.write_str("Deshacer usado una vez"),
            (true, n) => write!(f, "Deshacer usado {} veces", grouped(n as i64)),
        },
        FromTheGame => f.write_str("Partir de la partida actual"),

        ReplayAt { position, len } => {
            replay_where(*position, *len, f)?;
            f.write_str(".")
        }
        HintIs(d) => write!(f, "Pista: mueve {}.", direction(*d)),
        NoMoveLeft => f.write_str("No queda ningún movimiento."),
        ReplayOpened { moves } => write!(
            f,
            "Repetición: {}.",
            plural(*moves as i64, "movimiento", "movimientos")
        ),
        BackToYourGame => f.write_str("De vuelta a tu partida."),
        PlayingOnFrom { position } => write!(
            f,
            "Sigues jugando desde el movimiento {}.",
            grouped(*position as i64)
        ),
        AiFailed { why } => write!(f, "La IA no pudo responder ({why}). La partida continúa."),
        AnalysisFailed { why } => {
            write!(f, "La IA no pudo analizar esta posición ({why}).")
        }
        ReplayNotOpened { why } => write!(f, "No se pudo abrir esa repetición: {why}."),
        ImportFailed { why } => write!(f, "No se pudo importar ese archivo: {why}."),
        ImportNotOurs => f.write_str("no es un archivo de game2048"),
        ImportNewer { version, reads } => write!(f, "lo creó una versión más reciente del juego (versión {version}; esta lee la {reads})"),
        ImportNoVersion => f.write_str("no tiene una versión válida"),
        ImportDamaged { detail } => write!(f, "una parte no es correcta ({detail})"),
        FileNotText => f.write_str("no es texto"),
        FileUnreadable => f.write_str("no se pudo leer"),
        ImportNotSaved { why } => write!(f, "No se pudo guardar lo importado ({why})."),
        Imported {
            games,
            bests,
            variants,
        } => write!(
            f,
            "Importación completada: {}, {} y {}.",
            plural(*games as i64, "partida", "partidas"),
            plural(*bests as i64, "récord", "récords"),
            plural(*variants as i64, "variante guardada", "variantes guardadas"),
        ),
        GamesDamaged => {
            f.write_str("Tu lista de partidas estaba dañada y se ha empezado de nuevo.")
        }
        GamesUnreadable { why } => write!(f, "No se pudo leer tu lista de partidas ({why})."),
        ChallengeShare { score } => write!(f, "He hecho {} puntos en 2048. Mismo comienzo, mismas fichas: ¿puedes superarlo?", grouped(*score)),
        LinkCopied => {
            f.write_str("Enlace copiado: pégalo donde quieras para compartir esta partida.")
        }
        CopyThisLink { link } => write!(f, "Copia este enlace para compartir la partida: {link}"),
        AiNoWorkers => {
            f.write_str("Este navegador no puede ejecutar la IA (no tiene web workers).")
        }
        AiForbidden { why } => write!(
            f,
            "Esta página no deja que la IA se inicie ({}).",
            why.as_deref().unwrap_or("su política de seguridad lo prohíbe")
        ),
        AiNotLoaded => {
            f.write_str("No se pudo cargar la IA (no hay conexión o la página la bloquea).")
        }
        AiNotPrepared => f.write_str("No se pudo preparar la IA."),
        AiUnreadable { why } => write!(
            f,
            "La IA respondió de una forma que esta página no puede leer ({why})."
        ),
        EmbedCopied => {
            f.write_str("Código para insertar copiado: pégalo en el HTML de tu página.")
        }
        CopyThisCode { code } => write!(f, "Copia este código en el HTML de tu página: {code}"),
        ReviewFailed { why } => {
            write!(f, "La revisión se detuvo: la IA no pudo responder ({why}).")
        }
        VariantSaved { name } => write!(
            f,
            "Variante guardada: «{name}». Está en el selector de variantes."
        ),
        VariantRenamed { name } => write!(f, "Variante renombrada: «{name}»."),
        VariantDeleted { name } => write!(f, "Variante eliminada: «{name}»."),
        NameEmpty => f.write_str("Ponle un nombre a la variante."),
        NameTooLong { most } => write!(
            f,
            "Un nombre puede tener como máximo {}.",
            plural(*most as i64, "carácter", "caracteres")
        ),
        NameTaken { name } => {
            write!(f, "Ya hay una variante llamada «{name}»: elige otro nombre.")
        }
        IsAPreset { variant } => write!(
            f,
            "Estas reglas son las de la variante predefinida {}, que ya está en la lista.",
            variant_name(*variant)
        ),
        SavedAlready { name } => write!(f, "Estas reglas ya están guardadas, como «{name}»."),
        TooManyVariants { most } => write!(
            f,
            "Se pueden guardar como máximo {}: elimina una primero.",
            plural(*most as i64, "variante", "variantes")
        ),
        NoSuchVariant => f.write_str(
            "Esa variante ya no está guardada (puede que otra pestaña la haya eliminado).",
        ),
        VariantsFromANewerVersion => f.write_str(
            "Tus variantes guardadas las escribió una versión más reciente de este juego, así que esta las deja como están.",
        ),
        VariantDamaged { name, why } => write!(
            f,
            "La variante guardada «{name}» no se puede jugar ({why}); se conserva tal cual."
        ),

        GameRefused(e) => {
            f.write_str("Los atributos piden un juego que no se puede jugar: ")?;
            super::panels::request_error(e, f)?;
            f.write_str(".")
        }
        ThemeMustBe { given } => write!(f, "El atributo theme debe ser \"system\", \"light\" o \"dark\", no \"{given}\"."),
        KeyboardMustBe { given } => {
            write!(
                f,
                "El atributo keyboard debe ser \"focus\" o \"page\", no \"{given}\"."
            )
        }
        OnOrOff { attribute, given } => {
            write!(
                f,
                "El atributo {attribute} debe ser \"on\" u \"off\", no \"{given}\"."
            )
        }
        AnimationMustBe { given } => write!(f, "El atributo animation debe ser \"normal\", \"fast\" u \"off\", no \"{given}\"."),
        ControlsMustBe { given } => write!(
            f,
            "El atributo controls debe ser \"full\", \"compact\" o \"none\", no \"{given}\"."
        ),

        ApiAiOff { method } => write!(f, "{method}: la IA está desactivada en esta partida"),
        ApiAutoplayOnOff => f.write_str("autoplay: indica true o false"),
        ApiAutoplaySpeed => {
            f.write_str("autoplay: speed debe ser relaxed, normal, quick o fastest")
        }
        ApiAutoplayStrength => f.write_str("autoplay: strength debe ser fast o strong"),

        FrameId => write!(
            f,
            "id debe ser una cadena de como máximo {} o un número",
            plural(crate::frame::MAX_ID as i64, "carácter", "caracteres")
        ),
        FrameVersion { given } => write!(
            f,
            "este marco habla la versión {} del protocolo game2048, no la versión {given}",
            crate::frame::VERSION
        ),
        FrameKey { name } => write!(
            f,
            "clave desconocida \"{name}\" (un comando tiene game2048, id, method y args)"
        ),
        FrameMethod { given } => write!(
            f,
            "método desconocido {given} (conocidos: newGame, move, undo, redo, state, hint, autoplay, record, swap, remove, image)"
        ),
        FrameArgs { method } => {
            use crate::frame::Method;
            let takes = match method {
                Method::NewGame => "sin argumentos o con un objeto de opciones",
                Method::Move => "con una dirección: \"left\", \"right\", \"up\" o \"down\"",
                Method::Autoplay => {
                    "con true o false y, si quieres, después un objeto de opciones"
                }
                Method::Swap => "con dos casillas, cada una [fila, columna] desde 0",
                Method::Remove => "con el número de una ficha",
                Method::Undo | Method::Redo | Method::State | Method::Hint | Method::Record | Method::Image => {
                    "sin argumentos"
                }
            };
            write!(f, "{method} se llama {takes}")
        }
        FrameOriginRefused { origin, allowed } => write!(
            f,
            "marco game2048: se ignoró un comando de {origin}: este marco solo acepta comandos de {allowed}."
        ),

        UpdateReady => f.write_str("Hay una nueva versión disponible."),
        GameNotLoaded { why } => write!(f, "No se pudo cargar el juego: {why}"),
        LanguageNotLoaded => f.write_str("no se pudieron cargar los textos de este idioma"),
        ChunkNotLoaded => f.write_str("no se pudo descargar su código"),
        FrameHelperStopped => {
            f.write_str("marco game2048: se detuvo antes de que el marco respondiera")
        }
    }
}

/// "How to play" (`help::HowTo`): its sentences, each for the game and the hand.
pub fn how_to(how: &crate::help::HowTo, f: &mut Formatter<'_>) -> fmt::Result {
    use crate::help::Merging;
    f.write_str(if how.touch {
        "<strong>Desliza el dedo</strong> sobre el tablero para mover las fichas, o usa las flechas del teclado (o WASD, o HJKL)."
    } else {
        "Usa las <strong>flechas del teclado</strong> (o WASD, o HJKL) para mover las fichas, o desliza el dedo sobre el tablero."
    })?;
    match how.merging {
        Merging::Pairs => f.write_str(" Dos fichas con el mismo número se fusionan en una al tocarse."),
        Merging::Runs(n) => write!(f, " {n} fichas con el mismo número en línea se fusionan en una que vale su suma."),
        Merging::Fibonacci => f.write_str(" Dos fichas consecutivas en 1, 1, 2, 3, 5, 8… se fusionan en el número siguiente al tocarse."),
        Merging::Own => f.write_str(" Las fichas se fusionan según las reglas propias de este juego."),
    }?;
    if how.holes {
        f.write_str(" Los huecos del tablero nunca tienen fichas.")?;
    }
    if let Some(goal) = how.goal {
        write!(
            f,
            " Llega a <strong>{goal}</strong> para ganar y, si quieres, sigue jugando."
        )?;
    }
    match (how.undo, how.touch) {
        (false, _) => Ok(()),
        (true, true) => write!(
            f,
            " <strong>{}</strong> deshace un movimiento; <strong>{}</strong> lo rehace.",
            label(Label::Undo),
            label(Label::Redo)
        ),
        (true, false) => {
            f.write_str(" <strong>U</strong> o <strong>Ctrl+Z</strong> deshace un movimiento; <strong>Mayús+U</strong> lo rehace.")
        }
    }
}
