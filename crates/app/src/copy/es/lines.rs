//! Spanish: what every line of the model says (the rest of the language is in
//! `mod.rs`: one language, one folder).

use super::*;

/// What every line says.
pub fn line(line: &Line, f: &mut Formatter<'_>) -> fmt::Result {
    use Line::*;
    match line {
        ReplayWhere { position, len } => replay_where(*position, *len, f),
        UndoUse(u) => match (u.allowed, u.used) {
            (false, _) => f.write_str("Deshacer desactivado"),
            (true, 0) => f.write_str("Sin usar deshacer"),
            (true, 1) => f.write_str("Deshacer usado una vez"),
            (true, n) => write!(f, "Deshacer usado {} veces", grouped(n as i64)),
        },
        YourGames { variant } => match variant {
            VariantKind::Preset(p) if p.id == "classic" => f.write_str("Tus partidas clásicas"),
            VariantKind::Preset(_) => write!(f, "Tus partidas {}", variant_name(*variant)),
            VariantKind::Custom(_) => f.write_str("Tus partidas personalizadas"),
        },
        YourGamesOf { name } => write!(f, "Tus partidas de «{name}»"),
        Statistics {
            played,
            won,
            rate,
            best,
        } => write!(
            f,
            "Partidas: {} · ganadas: {} ({}\u{a0}%) · récord: {}",
            grouped(*played as i64),
            grouped(*won as i64),
            grouped(*rate as i64),
            grouped(*best)
        ),
        TopTiles { reached } => {
            f.write_str("Fichas más altas alcanzadas: ")?;
            for (i, (tile, n)) in reached.iter().enumerate() {
                let between = if i == 0 { "" } else { " · " };
                write!(f, "{between}{} en {}", grouped(*tile), grouped(*n as i64))?;
            }
            Ok(())
        }
        FinishedGame {
            when,
            score,
            top,
            moves,
            duration_ms,
            won,
        } => {
            let (minutes, seconds) = (duration_ms / 60_000, duration_ms / 1_000 % 60);
            let won = if *won { ", ganada" } else { "" };
            write!(
                f,
                "{when}: {}, ficha máxima {}, {}, {minutes}:{seconds:02}{won}",
                plural(*score, "punto", "puntos"),
                grouped(*top),
                plural(*moves as i64, "movimiento", "movimientos"),
            )
        }

        AnalysisTitle => f.write_str("Análisis"),
        MoveColumn => f.write_str("Movimiento"),
        PointsColumn => f.write_str("Puntos"),
        OverColumn => f.write_str("Fin de partida"),
        BestBadge => f.write_str("Mejor"),
        DirectionName(d) => f.write_str(match d {
            Direction::Left => "Izquierda",
            Direction::Right => "Derecha",
            Direction::Up => "Arriba",
            Direction::Down => "Abajo",
        }),
        AnalysisCaption { horizon } => write!(
            f,
            "Puntos de media en los próximos {}, ± cuánto puede desviarse el valor real (el 95\u{a0}% de las veces), y con qué frecuencia la partida habrá terminado para entonces.",
            plural(*horizon as i64, "movimiento", "movimientos")
        ),
        Figure {
            value,
            margin,
            percent,
        } => {
            let unit = if *percent { "\u{a0}%" } else { "" };
            match margin {
                Some(m) => write!(f, "{}{unit} ± {}{unit}", grouped(*value), grouped(*m)),
                None => write!(f, "{}{unit} ± ?", grouped(*value)),
            }
        }
        ChangesNothing => f.write_str("no cambia nada"),
        BestMove {
            direction: d,
            clear,
        } => {
            write!(f, "Mejor movimiento: {}", direction(*d))?;
            f.write_str(if *clear {
                ", claramente."
            } else {
                ", pero está reñido: los márgenes se solapan."
            })
        }
        NoMoveChangesThisBoard => f.write_str("Ningún movimiento cambia este tablero."),
        PlayedOut { trials } => write!(
            f,
            "Cada movimiento se jugó {}.",
            plural(*trials as i64, "vez", "veces")
        ),
        Analysing => f.write_str("Analizando…"),
        AnalysisWaits => {
            f.write_str("El análisis espera mientras está en marcha el juego automático.")
        }
        BestMoveMark { direction: d } => write!(f, "Mejor movimiento: {}", direction(*d)),

        SetUp => f.write_str("Preparar una posición"),
        SetupHelp => f.write_str(
            "Elige un valor y luego haz clic o toca las casillas para colocarlo. Teclas: las flechas cambian de casilla, + y − cambian el valor, Supr vacía la casilla.",
        ),
        SetupValues => f.write_str("Valores"),
        EmptyValue => f.write_str("Vacía"),
        ClearBoard => f.write_str("Vaciar el tablero"),
        FromTheGame => f.write_str("Partir de la partida actual"),
        SetupCell { row, col, value } => {
            write!(
                f,
                "Fila {}, columna {}: ",
                grouped(*row as i64 + 1),
                grouped(*col as i64 + 1)
            )?;
            match value {
                Some(v) => f.write_str(&grouped(*v)),
                None => f.write_str("vacía"),
            }
        }
        NothingToPlay => f.write_str(
            "Ningún movimiento cambia este tablero, así que no hay nada que jugar: coloca fichas que puedan deslizarse o fusionarse.",
        ),
        SetupRefused { why } => write!(f, "Esta posición no se puede jugar: {why}."),

        TodaysGame => f.write_str("Partida de hoy"),
        PlayingDaily { day, attempt } => match attempt {
            Attempt::Counts => write!(
                f,
                "Esta es la partida del {day}, la misma para todos: cuenta el primer intento que termine hoy."
            ),
            Attempt::Practice => write!(
                f,
                "Esta es la partida del {day}: solo práctica, este intento no cuenta."
            ),
            Attempt::Ended => write!(f, "Esta fue la partida del {day}."),
        },
        DailyFigures {
            played,
            streak,
            longest,
        } => write!(
            f,
            "Partidas del día: {}; racha actual {}, mejor racha {}.",
            plural(*played as i64, "jugada", "jugadas"),
            grouped(*streak as i64),
            grouped(*longest as i64)
        ),
        DailyResult {
            variant,
            day,
            top,
            score,
            moves,
        } => {
            f.write_str("2048 · ")?;
            if !matches!(variant, VariantKind::Preset(p) if p.id == "classic") {
                write!(f, "{} · ", variant_name(*variant))?;
            }
            write!(
                f,
                "{day} · {} · {} · {}",
                grouped(*top),
                plural(*score, "punto", "puntos"),
                plural(*moves as i64, "movimiento", "movimientos")
            )
        }
        ShareResult => f.write_str("Compartir el resultado de hoy"),
        BestDays { days } => {
            f.write_str("Mejores días:")?;
            for (i, (day, score)) in days.iter().enumerate() {
                let sep = if i == 0 { " " } else { "; " };
                write!(f, "{sep}{day}, {}", plural(*score, "punto", "puntos"))?;
            }
            f.write_str(".")
        }
        DailyMark { day, counted } => {
            write!(f, "Partida del {day}")?;
            f.write_str(if *counted { "" } else { " (práctica)" })
        }

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

        StartFrom => f.write_str("Partir de"),
        APreset => f.write_str("una variante predefinida…"),
        BuilderCell {
            row,
            col,
            hole,
            tile,
        } => {
            write!(
                f,
                "Fila {}, columna {}: ",
                grouped(*row as i64 + 1),
                grouped(*col as i64 + 1)
            )?;
            match (hole, tile) {
                (true, _) => f.write_str("hueco"),
                (false, Some(v)) => write!(f, "casilla con un {}", grouped(*v)),
                (false, None) => f.write_str("casilla"),
            }
        }
        BoardSize => f.write_str("Tablero"),
        Rows => f.write_str("Filas"),
        Columns => f.write_str("Columnas"),
        PainterHelp => f.write_str(
            "Haz clic, toca o arrastra sobre las casillas para hacer huecos (y volver a convertirlos en casillas), o elige una ficha para colocarla en una casilla.",
        ),
        BrushCells => f.write_str("Casillas y huecos"),
        BrushTile => f.write_str("Ficha"),
        NoTile => f.write_str("Sin ficha"),
        Family(family) => f.write_str(match family {
            crate::copy::Family::Condition => "Qué se fusiona",
            crate::copy::Family::Result => "La ficha fusionada",
            crate::copy::Family::Score => "Puntos",
            crate::copy::Family::Strategy => "Secuencias",
            crate::copy::Family::NewTile => "Fichas nuevas",
            crate::copy::Family::Win => "Victoria",
            crate::copy::Family::Lose => "Derrota",
        }),
        RuleName { family, name } => f.write_str(rule_name(*family, name)),
        RuleHelp { family, name } => f.write_str(rule_help(*family, name)),
        ShortestMerge => f.write_str("Fusión más corta"),
        LongestMerge => f.write_str("Fusión más larga"),
        AsLongAsTheBoard => f.write_str("tan larga como el tablero"),
        ReachTile => f.write_str("Alcanzar una ficha"),
        ReachTileHelp { value } => write!(f, "Se gana formando un {}.", grouped(*value)),
        RulesMakeAGame => f.write_str("Estas reglas forman una partida."),
        RulesMakeNoGame => {
            f.write_str("Estas reglas aún no forman una partida: revisa el campo marcado.")
        }
        PlayThisGame => f.write_str("Jugar esta partida"),
        CopyLink => f.write_str("Copiar enlace"),
        CopyEmbedCode => f.write_str("Copiar código para insertar"),
        EmbedCopied => {
            f.write_str("Código para insertar copiado: pégalo en el HTML de tu página.")
        }
        CopyThisCode { code } => write!(f, "Copia este código en el HTML de tu página: {code}"),

        Review => f.write_str("Revisar"),
        Reviewing { done, of } => write!(
            f,
            "Revisando: movimiento {} de {}…",
            grouped(*done as i64),
            grouped(*of as i64)
        ),
        Reviewed {
            moves,
            accuracy,
            mistakes,
        } => write!(
            f,
            "{}: de media, un {}\u{a0}% de la calidad de los movimientos de la IA; {} que los de la IA.",
            plural(*moves as i64, "movimiento revisado", "movimientos revisados"),
            grouped(*accuracy as i64),
            plural(
                *mistakes as i64,
                "movimiento mucho peor",
                "movimientos mucho peores"
            ),
        ),
        ReviewChart => f.write_str("Calidad de cada movimiento respecto al mejor de la IA"),
        ReviewHelp => f.write_str(
            "Cada punto es un movimiento: arriba, tan bueno como la elección de la IA; más abajo, peor. Los puntos rojos son los movimientos mucho peores que los de la IA. Haz clic en el gráfico para ir a un movimiento.",
        ),
        Mistake {
            number,
            played,
            best,
            quality,
        } => write!(
            f,
            "Movimiento {}: {} ({}\u{a0}%); la IA juega {}.",
            grouped(*number as i64),
            direction(*played),
            grouped(*quality as i64),
            direction(*best)
        ),
        NoMistakes => f.write_str("Ningún movimiento fue mucho peor que los de la IA."),
        ReviewedMark { accuracy } => {
            write!(f, "Revisada: {}\u{a0}%", grouped(*accuracy as i64))
        }
        ReviewFailed { why } => {
            write!(f, "La revisión se detuvo: la IA no pudo responder ({why}).")
        }
        VariantNameField => f.write_str("Nombre"),
        SaveAsVariant => f.write_str("Guardar como variante"),
        Rename => f.write_str("Renombrar"),
        SaveName => f.write_str("Guardar el nombre"),
        Delete => f.write_str("Eliminar"),
        EditVariant => f.write_str("Editar"),
        PlayVariant => f.write_str("Jugar"),
        DeleteQuestion { name } => write!(
            f,
            "¿Eliminar «{name}»? Su récord y sus partidas terminadas se conservan, y vuelven si guardas sus reglas de nuevo."
        ),
        VariantSaved { name } => write!(
            f,
            "Variante guardada: «{name}». Está en el selector de variantes."
        ),
        VariantRenamed { name } => write!(f, "Variante renombrada: «{name}»."),
        VariantDeleted { name } => write!(f, "Variante eliminada: «{name}»."),
        VariantsUnread { count } => {
            if is_one(*count as i64) {
                write!(
                    f,
                    "No se pudo leer {} variante guardada; se conserva tal cual.",
                    grouped(*count as i64)
                )
            } else {
                write!(
                    f,
                    "No se pudieron leer {} variantes guardadas; se conservan tal cual.",
                    grouped(*count as i64)
                )
            }
        }
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

        Invalid { why } => reason(why, f),
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
            "método desconocido {given} (conocidos: newGame, move, undo, state, hint, autoplay, record)"
        ),
        FrameArgs { method } => {
            use crate::frame::Method;
            let takes = match method {
                Method::NewGame => "sin argumentos o con un objeto de opciones",
                Method::Move => "con una dirección: \"left\", \"right\", \"up\" o \"down\"",
                Method::Autoplay => {
                    "con true o false y, si quieres, después un objeto de opciones"
                }
                Method::Undo | Method::State | Method::Hint | Method::Record => {
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
        WidgetNotLoaded { why } => write!(f, "No se pudo cargar el juego: {why}"),
        FullBuildNotNamed => f.write_str("la página no indica dónde está el resto del juego"),
        LanguageNotLoaded => f.write_str("no se pudieron cargar los textos de este idioma"),
        ChunkNotLoaded => f.write_str("no se pudo descargar su código"),
        FrameHelperStopped => {
            f.write_str("marco game2048: se detuvo antes de que el marco respondiera")
        }
    }
}
