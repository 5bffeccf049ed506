from ui.table_driver import table_fixtures
from ui.toy_view import register

home, art_dir, app = table_fixtures("toygame", "toy game's test", register=register)
