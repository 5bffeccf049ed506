"""The engine's words about its files: saves, settings and statistics that cannot be read or
written, and what a save's row says (engine/saves.py, settings.py, stats.py, datafile.py).

Reasons are clauses that follow "could not be read:" / "not saved:" in a sentence; meanings
are sentences of their own."""

MESSAGES = {
    # -- why a file cannot be read (engine/datafile.py), clauses
    "engine.file.missing": "the file is missing",
    "engine.file.not_a_file": "it is not a regular file",
    "engine.file.not_allowed": "the app is not allowed to read it",
    "engine.file.too_large": "it is too large to be one of this app's files ({size})",
    "engine.file.not_text": "the file is damaged: it does not hold text",
    "engine.file.cut_short": "the file was cut short (truncated), perhaps by a crash while it was written",
    "engine.file.garbled": "the file is damaged: its contents are garbled",
    "engine.file.too_deep": "the file is damaged: it is nested far too deeply",
    "engine.file.disk_read": "the disk could not read it ({why})",
    "engine.file.unknown_error": "unknown error",
    # -- why a file cannot be written, clauses
    "engine.file.disk_full": "the disk is full",
    "engine.file.read_only_disk": "the folder {folder} is on a read-only disk",
    "engine.file.write_not_allowed": "the app is not allowed to write in the folder {folder}",
    "engine.file.no_folder": "the folder {folder} could not be made",
    "engine.file.disk_write": "the disk refused it ({why})",
    "engine.file.cannot_set_aside": ("the damaged file {name} could not be set aside, and it is never "
                                     "overwritten ({why})"),
    "engine.file.read_only_copy": "another copy of Tabletop is using these files, and this one only reads them",

    # -- saves (engine/saves.py): the exact reason one cannot be loaded, clauses
    "engine.saves.load_failed": "{name} could not be loaded: {reason}.",
    "engine.saves.not_a_save": "the file is damaged: it is not a saved game",
    "engine.saves.unknown_version": ("it comes from an unknown version of Tabletop (save format {version}; "
                                     "this version reads format {ours})"),
    "engine.saves.unknown_game": "it is for an unknown game ({game})",
    "engine.saves.unnamed_game": "the file is damaged: it does not say which game it is",
    "engine.saves.game_unavailable": "it is for {title}, which this version cannot play",
    "engine.saves.damaged": "the file is damaged: {what}",
    "engine.saves.field_missing": "its {field} is missing",
    "engine.saves.field_invalid": "its {field} is not valid",
    "engine.saves.player_count": "{title} takes {lo} to {hi} players, not {n}",
    "engine.saves.seat_count": "it has {seats} seats for {n} players",
    "engine.saves.seat_invalid": "seat {i}'s {what} is not valid",
    "engine.saves.options_invalid": "its game options are not ones {title} has",
    "engine.saves.move_invalid": "move {k} is not a move of {title}",
    "engine.saves.no_start": "its game cannot be set up from its seed, options and starting position",
    "engine.saves.no_replay": "its moves do not replay (move {k} is not allowed)",
    # the parts of a save file, as the reasons name them
    "engine.saves.field.num_players": "number of players",
    "engine.saves.field.seed": "random seed",
    "engine.saves.field.options": "game options",
    "engine.saves.field.seats": "list of seats",
    "engine.saves.field.actions": "list of moves",
    "engine.saves.field.created": "creation date",
    "engine.saves.field.updated": "date",
    "engine.saves.field.start": "starting position",
    "engine.saves.seat_part.entry": "entry",
    "engine.saves.seat_part.name": "name",
    "engine.saves.seat_part.kind": "kind (person or computer)",
    "engine.saves.seat_part.ai_level": "computer level",
    "engine.saves.seat_part.level": "level",
    "engine.saves.seat_part.colour": "colour",
    # what a damaged save means to the player, sentences
    "engine.saves.means.cut_short": ("This file was cut short (truncated) — it may have been copied while "
                                     "it was being written, or the computer stopped while saving it."),
    "engine.saves.means.scrambled": "This file's contents are scrambled, or it is not a Tabletop save at all.",
    "engine.saves.means.too_large": "This file is far too large to be a Tabletop save.",
    "engine.saves.means.not_a_file": "This is not an ordinary file, so it cannot be a save.",
    "engine.saves.means.no_access": "The computer would not let Tabletop read this file.",
    "engine.saves.means.disk_read": "The disk could not read this file.",
    "engine.saves.means.gone": "The file is no longer there.",
    "engine.saves.means.newer": "This save comes from a newer version of Tabletop: update Tabletop to open it.",
    "engine.saves.means.other_game": "This save is for a game this version of Tabletop does not have.",
    "engine.saves.means.not_here": ("This is another game's save under this game's autosave name. It is kept, "
                                    "and becomes a save of its own game the next time this game is autosaved."),
    "engine.saves.other_slot": "it holds a game of {game}, but its name makes it the autosave of {slot}",
    "engine.saves.kept_as_save": "{name} held a game of {title}, not this one: it is kept as the save {kept}.",
    "engine.saves.set_aside": "{name} could not be opened, so it was kept as {kept} and not overwritten. {meaning}",
    "engine.saves.in_the_way": "{name} holds a game this version cannot open, and it is never overwritten",
    "engine.saves.means.changed": ("Part of this file was changed or damaged, so the game cannot be rebuilt "
                                   "from it."),
    # where a saved game stands (the menu's cards, the Load screen)
    "engine.saves.moves_played": "{n:#move|moves} played",
    "engine.saves.your_turn": "your turn",
    "engine.saves.seat_turn": "{name}'s turn",
    "engine.saves.finished": "finished",
    "engine.saves.standing": "{where} · {turn}",
    "engine.saves.players": "{n} players",
    "engine.saves.autosave": "Autosave",
    # names the player gives a save
    "engine.saves.no_name": "Give the save a name.",
    "engine.saves.name_too_long": "A save's name is at most {n} characters.",
    "engine.saves.name_not_text": "A save's name can hold letters, digits, spaces and punctuation only.",
    "engine.saves.name_too_long_for_disk": ("This name is too long for the disk to store as a file's name: "
                                            "use fewer letters, or plainer ones."),
    "engine.saves.name_taken": "A save called “{name}” already exists: choose another name.",
    "engine.saves.cannot_rename": "“{name}” could not be renamed: {reason}.",
    "engine.saves.cannot_delete": "{name} could not be deleted: {reason}.",

    # -- statistics (engine/stats.py)
    "engine.statsfile.read_failed": ("Your statistics could not be read: {reason}. The file is kept as it is; "
                                     "the next finished game sets it aside and starts a fresh count."),
    "engine.statsfile.set_aside": ("Your statistics could not be read: {reason}. The file was set aside as "
                                   "{name} and a fresh count started with this game."),
    "engine.statsfile.newer": "it comes from a newer version of Tabletop",
    "engine.statsfile.damaged": "the file is damaged: {what}",
    "engine.statsfile.not_stats": "it does not hold statistics",
    "engine.statsfile.bad_version": "its version mark is not valid",
    "engine.statsfile.unknown_entries": "it holds entries this version does not know",
    "engine.statsfile.bad_games": "its list of games is not valid",
    "engine.statsfile.bad_game_name": "a game's name is not valid",
    "engine.statsfile.bad_counts": "the counts for {name} are not valid",
    "engine.statsfile.bad_level_counts": "the counts per AI level for {name} are not valid",

    # -- settings (engine/settings.py)
    "engine.settingsfile.set_aside": ("Your settings could not be read: {reason}. The file was set aside as "
                                      "{name} and the default settings are used."),
    "engine.settingsfile.kept": "Your settings could not be read: {reason}. The default settings are used; {why}.",
    "engine.settingsfile.fell_back": "Some settings were not valid and are back to their defaults: {names}.",
    "engine.settingsfile.label.ui_scale": "UI scale",
    "engine.settingsfile.label.animation_speed": "animation speed",
    "engine.settingsfile.label.colourblind_symbols": "colour-blind symbols",
    "engine.settingsfile.label.volume": "sound volume",
    "engine.settingsfile.label.muted": "mute",
    "engine.settingsfile.label.fullscreen": "fullscreen",
    "engine.settingsfile.label.confirm_moves": "confirm before each move",
    "engine.settingsfile.label.ask_wasteful": "ask before a wasteful move",
    "engine.settingsfile.label.tutorial_progress": "tutorial progress",
    "engine.settingsfile.label.language": "language",
}
