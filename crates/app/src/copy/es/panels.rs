//! Spanish: what the panels' lines say, one function per part of the game (see
//! [`super::super::panels`]; the model's other lines are in `lines.rs`, the rest of the
//! language in `mod.rs`).

use super::*;

/// What every line of the Games panel's (today's game included) says.
pub fn games(line: &GamesLine, f: &mut Formatter<'_>) -> fmt::Result {
    use GamesLine::*;
    match line {
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
        ReviewedMark { accuracy } => {
            write!(f, "Revisada: {}\u{a0}%", grouped(*accuracy as i64))
        }
    }
}

/// What every line of a replay's bar's and its review's says.
pub fn replay(line: &ReplayLine, f: &mut Formatter<'_>) -> fmt::Result {
    use ReplayLine::*;
    match line {
        ReplayClock { left } => write!(f, "Tiempo restante {left}"),
        ReplayWhere { position, len } => replay_where(*position, *len, f),

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
    }
}

/// What every line of the analysis panel's (the best-move mark included) says.
pub fn analysis(line: &AnalysisLine, f: &mut Formatter<'_>) -> fmt::Result {
    use AnalysisLine::*;
    match line {
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
    }
}

/// What every line of the position editor's says.
pub fn setup(line: &SetupLine, f: &mut Formatter<'_>) -> fmt::Result {
    use SetupLine::*;
    match line {
        SetUp => f.write_str("Preparar una posición"),
        SetupHelp => f.write_str(
            "Elige un valor y luego haz clic o toca las casillas para colocarlo. Teclas: las flechas cambian de casilla, + y − cambian el valor, Supr vacía la casilla.",
        ),
        SetupValues => f.write_str("Valores"),
        EmptyValue => f.write_str("Vacía"),
        ClearBoard => f.write_str("Vaciar el tablero"),
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
        SetupRefused(why) => {
            f.write_str("Esta posición no se puede jugar: ")?;
            match why {
                SetupError::Cells { expected, got } => write!(f, "el tablero tiene {got} casillas; estas reglas, {expected}")?,
                SetupError::OnAHole { row, col } => write!(f, "la fila {}, columna {} no es una casilla de este tablero", row + 1, col + 1)?,
                SetupError::Value { value, row, col } => write!(f, "estas reglas nunca crean un {} (fila {}, columna {})", grouped(*value), row + 1, col + 1)?,
            }
            f.write_str(".")
        }
    }
}

/// What every line of the builder's and the saved variants' says.
pub fn builder(line: &BuilderLine, f: &mut Formatter<'_>) -> fmt::Result {
    use BuilderLine::*;
    match line {
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
        Paint => f.write_str("Pintar"),
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
        PowerUpsAndLimits => f.write_str("Poderes y límites"),
        StartCharges(Power::Swap) => f.write_str("Cambios"),
        StartCharges(Power::Remove) => f.write_str("Quitar"),
        StartCharges(Power::Undo) => f.write_str("Deshacer"),
        MoveLimit => f.write_str("Límite de movimientos"),
        TimeLimit => f.write_str("Límite de tiempo (segundos)"),
        NoLimitHelp => f.write_str("Un poder en 0 y un límite vacío no cuentan."),
        RulesMakeAGame => f.write_str("Estas reglas forman una partida."),
        RulesMakeNoGame => {
            f.write_str("Estas reglas aún no forman una partida: revisa el campo marcado.")
        }
        PlayThisGame => f.write_str("Jugar esta partida"),
        CopyLink => f.write_str("Copiar enlace"),
        CopyEmbedCode => f.write_str("Copiar código para insertar"),
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
    }
}

/// What every line of a game's power-ups and limits says.
pub fn extras(line: &ExtrasLine, f: &mut Formatter<'_>) -> fmt::Result {
    use ExtrasLine::*;
    let name = |power: &Power| match power {
        Power::Swap => "Cambiar",
        Power::Remove => "Quitar",
        Power::Undo => "Deshacer",
    };
    match line {
        PowerUps => f.write_str("Poderes"),
        Name(power) => f.write_str(name(power)),
        Left { power, left } => write!(f, "{}: quedan {}", name(power), grouped(i64::from(*left))),
        MovesLeft => f.write_str("Jugadas"),
        TimeLeft => f.write_str("Tiempo"),
        ChooseFirst => f.write_str(
            "Cambiar: elige una ficha y luego la ficha con la que cambiarla. Esc lo deja.",
        ),
        ChooseSecond => f.write_str("Ahora la ficha con la que cambiarla."),
        ChooseRemove => {
            f.write_str("Quitar: elige una ficha y se van todas las de su número. Esc lo deja.")
        }
        Refused(why) => f.write_str(match why {
            PowerError::NoPowerUps => "Esta partida no tiene poderes.",
            PowerError::NoCharge(Power::Swap) => "No quedan cambios.",
            PowerError::NoCharge(Power::Remove) => "No quedan quitar.",
            PowerError::NoCharge(Power::Undo) => "No quedan deshacer.",
            PowerError::NotACell => "Esa no es una casilla del tablero.",
            PowerError::EmptyCell => "Elige una ficha, no una casilla vacía.",
            PowerError::SameCell => "Para cambiar hacen falta dos fichas distintas.",
            PowerError::NoSuchValue => "Ninguna ficha tiene ese número.",
            PowerError::WouldEmpty => "El tablero se quedaría sin fichas.",
        }),
        TimeUp => f.write_str("¡Se acabó el tiempo!"),
        OutOfMoves => f.write_str("¡No quedan movimientos!"),
        PausedWhileHidden => f.write_str("El reloj esperó mientras la página estaba oculta."),
        Cell { row, col, value } => {
            write!(f, "Fila {}, columna {}: ", row + 1, col + 1)?;
            match value {
                Some(v) => f.write_str(&grouped(*v)),
                None => f.write_str("vacía"),
            }
        }
    }
}

/// What every line of a challenge says.
pub fn challenge(line: &ChallengeLine, f: &mut Formatter<'_>) -> fmt::Result {
    use ChallengeLine::*;
    match line {
        Name => f.write_str("Desafío"),
        You => f.write_str("Tú"),
        Them => f.write_str("Rival"),
        TheirsAt { moves, score } => write!(
            f,
            "Rival en la jugada {}: {}",
            grouped(*moves as i64),
            grouped(*score)
        ),
        Lead { by: 0 } => f.write_str("Empate"),
        Lead { by } if *by > 0 => write!(f, "Vas {} por delante", grouped(*by)),
        Lead { by } => write!(f, "Tu rival va {} por delante", grouped(-*by)),
        Score => f.write_str("Puntos"),
        TopTile => f.write_str("Ficha más alta"),
        Moves => f.write_str("Jugadas"),
        Time => f.write_str("Tiempo"),
        Verdict(crate::challenge::Verdict::Ahead) => f.write_str("¡Has superado el desafío!"),
        Verdict(crate::challenge::Verdict::Behind) => f.write_str("Esta vez gana tu rival."),
        Verdict(crate::challenge::Verdict::Level) => f.write_str("¡Empate!"),
        WatchTheirGame => f.write_str("Ver su partida"),
        ChallengeBack => f.write_str("Devolver el desafío"),
    }
}

/// What every line of a picture of a game says.
pub fn card(line: &CardLine, f: &mut Formatter<'_>) -> fmt::Result {
    use CardLine::*;
    match line {
        TopTile => f.write_str("Ficha más alta"),
        Moves => f.write_str("Jugadas"),
        Caption { score } => write!(f, "Mi partida de 2048: {} puntos.", grouped(*score)),
        Saved => f.write_str("Imagen guardada en tus descargas."),
        NotMade { why } => write!(f, "No se pudo crear la imagen: {why}."),
    }
}

/// Why a game's record could not be opened.
pub fn record(line: &RecordLine, f: &mut Formatter<'_>) -> fmt::Result {
    use game2048_engine::RecordError::*;
    match &line.0 {
        NotARecord => f.write_str("no es el registro de una partida"),
        Newer => f.write_str(
            "lo creó una versión más reciente del juego; recarga la página y vuelve a intentarlo",
        ),
        Damaged(why) => write!(f, "está dañado o incompleto ({why})"),
        Rules(why) => write!(f, "esta versión del juego no conoce sus reglas ({why})"),
        NotInThisBuild => {
            f.write_str("es una partida personalizada, que esta parte del juego no puede abrir")
        }
        Diverged { at } => write!(
            f,
            "aquí no se reproduce igual (desde la entrada {at}): lo creó una versión con otras reglas"
        ),
    }
}

/// Why a game object's field is refused.
pub fn config(line: &ConfigLine, f: &mut Formatter<'_>) -> fmt::Result {
    config_reason(&line.0, f)
}

fn config_reason(reason: &ConfigReason, f: &mut Formatter<'_>) -> fmt::Result {
    use ConfigReason::*;
    match reason {
        NoCell => f.write_str("el tablero no tiene ninguna casilla, solo huecos"),
        MaxBelowMin { min, got } => {
            write!(f, "debe ser al menos la fusión más corta ({min}), no {got}")
        }
        NeedsInitialTiles => {
            f.write_str("«none» no añade fichas, así que el juego necesita fichas iniciales")
        }
        Charges { got, max } => write!(f, "debe ser de 0 a {max}, no {got}"),
        Limit { got, max } => write!(
            f,
            "debe ser un número entero de 1 a {}, no {got}",
            grouped(*max)
        ),
        // What only a hand-written game object gets wrong: in its own terms.
        other => write!(f, "no es válido así ({other})"),
    }
}

/// Why a link's game cannot be played.
pub fn request(line: &RequestLine, f: &mut Formatter<'_>) -> fmt::Result {
    request_error(&line.0, f)
}

/// Why a game asked for cannot be played (a link's, a widget's attributes').
pub(super) fn request_error(e: &RequestError, f: &mut Formatter<'_>) -> fmt::Result {
    use RequestError::*;
    match e {
        Both => f.write_str("nombra una variante predefinida y un juego; indica solo uno"),
        UnknownPreset(id) => write!(
            f,
            "variante predefinida desconocida «{id}» (conocidas: {})",
            known_presets()
        ),
        InvalidGame(e) => {
            write!(f, "el juego no es válido: {}: ", e.field)?;
            config_reason(&e.reason, f)
        }
        BadSeed(text) => write!(
            f,
            "la semilla «{text}» no es un número entero de 0 a {}",
            u64::MAX
        ),
    }
}
