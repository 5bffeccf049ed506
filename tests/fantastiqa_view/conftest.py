from ui.table_driver import table_fixtures

home, art_dir, app = table_fixtures("fantastiqa", "Fantastiqa")
