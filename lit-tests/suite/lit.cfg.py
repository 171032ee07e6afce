# -*- Python -*-
# LLVM lit's view of the jmlir suite, for the benchmark (bench/jlit/run.sh) only: jlit.cfg is the source
# of truth. bench/jlit/jlit_lit_format.py reads jlit.cfg and every jlit.local.cfg, so both runners see
# the same tests, substitutions, features and unsupported directories. Tools run through bin/ launchers.
import os
import re
import sys

suite_dir = os.path.dirname(os.path.abspath(__file__))
repo_root = os.path.normpath(os.path.join(suite_dir, "..", ".."))
sys.path.insert(0, os.path.join(repo_root, "bench", "jlit"))
import jlit_lit_format  # noqa: E402

root_settings = jlit_lit_format.init(suite_dir, repo_root)
bin_dir = os.path.join(repo_root, "bin")

config.name = root_settings["name"]
config.test_format = jlit_lit_format.JlitCompatShTest(execute_external=False)
config.suffixes = root_settings["suffixes"]
config.excludes = root_settings["excludes"] + ["lit.cfg.py"]
config.test_source_root = suite_dir
config.test_exec_root = os.path.join(suite_dir, "..", "target", "lit-output")
config.available_features.update(root_settings["features"] + jlit_lit_format.tool_features())
config.substitutions.extend((re.escape(n), v) for n, v in root_settings["subst"])
# bin/ first (our tools), then LLVM's 'not' and 'count', which lit's shell runs as programs.
config.environment["PATH"] = os.pathsep.join(
    [bin_dir, "/usr/lib/llvm-22/bin", config.environment.get("PATH", os.environ.get("PATH", ""))]
)
for var in ("JAVA_HOME", "HOME", "JMLIR_JAVA_OPTS"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
