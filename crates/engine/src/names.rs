//! Enums whose variants have names in saves, links and the JS API (`"left"`,
//! `"keep-playing"`): [`named_enum!`] writes each name once and derives from it the
//! `name()` method, `FromStr` and `Display`.

/// Defines a fieldless enum with a name per variant:
///
/// ```ignore
/// named_enum! {
///     /// Docs.
///     pub enum Direction as "direction" { Left = "left", Right = "right" }
/// }
/// ```
///
/// gives `Direction::ALL` (declaration order), `name()`, `FromStr` (an error naming the
/// accepted names, and the enum as `$what`) and `Display` as that name. The app uses it
/// too, for every name of its own (AI settings, widget events).
#[macro_export]
macro_rules! named_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident as $what:literal {
            $($(#[$vmeta:meta])* $variant:ident = $text:literal),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vmeta])* $variant),+
        }

        impl $name {
            /// Every variant, in declaration order.
            pub const ALL: [$name; [$($text),+].len()] = [$($name::$variant),+];

            /// The variant's name in saves, links and the JS API.
            pub fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text),+
                }
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = String;

            fn from_str(s: &str) -> Result<Self, Self::Err> {
                $name::ALL.into_iter().find(|v| v.name() == s).ok_or_else(|| {
                    format!("unknown {} \"{s}\" (known: {})", $what, [$($text),+].join(", "))
                })
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.name())
            }
        }

    };
}

pub use crate::named_enum;

#[cfg(test)]
mod tests {
    named_enum! {
        /// A test enum.
        pub enum Fruit as "fruit" {
            Apple = "apple",
            /// Documented.
            BloodOrange = "blood-orange",
        }
    }

    #[test]
    fn names_round_trip_through_every_form() {
        assert_eq!(Fruit::ALL, [Fruit::Apple, Fruit::BloodOrange]);
        for fruit in Fruit::ALL {
            assert_eq!(fruit.name().parse::<Fruit>(), Ok(fruit));
            assert_eq!(fruit.to_string(), fruit.name());
        }
        let err = "pear".parse::<Fruit>().unwrap_err();
        assert_eq!(err, "unknown fruit \"pear\" (known: apple, blood-orange)");
        assert!("Apple".parse::<Fruit>().is_err());
    }
}
