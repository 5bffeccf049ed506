"""The app's screens: main menu, setup, load, settings, rules, results, statistics, pause."""
