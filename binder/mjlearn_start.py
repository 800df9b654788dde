"""A Jupyter server extension for Binder: open the start notebook of a course language, with JupyterLab's own
interface in that language (spec ``course.md`` § Layout: "the zh start command opens JupyterLab in Chinese").

JupyterLab takes its interface language from one user setting only, ``locale`` of
``@jupyterlab/translation-extension:plugin`` (there is no URL parameter for it).  A Binder link cannot write a
setting, but it can open a URL on the server (``?urlpath=…``), so this extension adds two:

* ``<base_url>mjlearn/start/zh`` — sets ``locale`` to ``zh_CN`` (the Simplified Chinese language pack,
  ``jupyterlab-language-pack-zh-cn`` in ``binder/requirements.txt``) and redirects to
  ``lab/tree/notebooks/zh/00_start_here.ipynb``;
* ``<base_url>mjlearn/start/en`` — sets ``locale`` to ``en`` (JupyterLab's own English) and redirects to
  ``lab/tree/notebooks/en/00_start_here.ipynb``.

So each README link opens its own language and an English learner is never left with a Chinese interface;
either one can still switch by hand (Settings → Language).  The setting is written where JupyterLab reads it:
the running JupyterLab's ``user_settings_dir`` (``$JUPYTERLAB_SETTINGS_DIR``, else
``~/.jupyter/lab/user-settings``), file ``@jupyterlab/translation-extension/plugin.jupyterlab-settings``.
When the server's root holds no ``notebooks/`` folder (``scripts/start.sh`` serves ``my-notebooks/``), the
redirect goes to ``lab/tree/<lang>/00_start_here.ipynb``.  Any other language in the path is a 404.

``binder/postBuild`` installs this module next to the packages and enables it
(``jupyter_server_config.d/mjlearn_start.json``).  The handlers need the same login as the rest of the server.
"""
from __future__ import annotations

import json
from pathlib import Path

from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.utils import url_path_join
from tornado import web

LOCALES = {"zh": "zh_CN", "en": "en"}
SETTING = Path("@jupyterlab") / "translation-extension" / "plugin.jupyterlab-settings"
START = "00_start_here.ipynb"


def settings_dir(serverapp) -> Path:
    """The user-settings folder of the JupyterLab running in ``serverapp`` (its ``user_settings_dir``)."""
    for app in serverapp.extension_manager.extension_apps.get("jupyterlab", ()):
        if getattr(app, "user_settings_dir", None):
            return Path(app.user_settings_dir)
    from jupyterlab.commands import get_user_settings_dir
    return Path(get_user_settings_dir())


def write_locale(folder: Path, lang: str) -> Path:
    """Write JupyterLab's translation setting for course language ``lang`` (``"zh"`` / ``"en"``) under
    ``folder``; returns the settings file.  Raises ``KeyError`` for another language."""
    locale = LOCALES[lang]
    path = folder / SETTING
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"locale": locale}, indent=4)
    path.write_text(f"// written by mjlearn_start ({lang} start link)\n{text}\n", encoding="utf-8")
    return path


def start_path(root_dir: str | Path, lang: str) -> str:
    """The start notebook's path for ``lab/tree/``: ``notebooks/<lang>/…`` in a repository, else ``<lang>/…``."""
    root = Path(root_dir)
    return f"notebooks/{lang}/{START}" if (root / "notebooks" / lang).is_dir() else f"{lang}/{START}"


class StartHandler(JupyterHandler):
    """``GET mjlearn/start/<lang>``: set the interface language, then open the start notebook."""

    @web.authenticated
    def get(self, lang: str) -> None:
        if lang not in LOCALES:
            raise web.HTTPError(404, f"no course in {lang!r}: zh or en")
        app = self.settings["serverapp"]
        write_locale(settings_dir(app), lang)
        self.redirect(url_path_join(self.base_url, "lab", "tree", start_path(app.root_dir, lang)))


def _jupyter_server_extension_points():
    return [{"module": "mjlearn_start"}]


def _load_jupyter_server_extension(serverapp) -> None:
    route = url_path_join(serverapp.web_app.settings["base_url"], "mjlearn", "start", r"([^/]+)")
    serverapp.web_app.add_handlers(".*$", [(route, StartHandler)])
