"""LLVM lit's view of jmlir's jlit configs (jlit.cfg / jlit.local.cfg), for bench/jlit/run.sh.

Imported by lit-tests/suite/lit.cfg.py. The test format lives in a module (not in lit.cfg.py) so that
lit's worker processes can unpickle it.
"""
import copy
import os
import re

import lit.formats
import lit.Test
import lit.TestRunner
from lit.BooleanExpression import BooleanExpression

suite_dir = None
bin_dir = None
repo_root = None
settings_cache = {}


def init(suite, repo):
    global suite_dir, bin_dir, repo_root
    suite_dir = suite
    repo_root = repo
    bin_dir = os.path.join(repo, "bin")
    settings_cache[suite_dir] = apply_cfg(
        {"name": "suite", "suffixes": [], "excludes": ["Output"], "features": [], "subst": [],
         "requires": [], "unsupported": False, "strict": False},
        read_jlit_cfg(os.path.join(suite_dir, "jlit.cfg")),
    )
    return settings_cache[suite_dir]


def read_jlit_cfg(path):
    """key = value / key += value lines, with '\\' continuations and '#' comments."""
    entries = []
    with open(path) as f:
        lines = f.read().splitlines()
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        while line.endswith("\\") and i + 1 < len(lines):
            i += 1
            line = line[:-1] + " " + lines[i].strip()
        i += 1
        if not line or line.startswith("#"):
            continue
        eq = line.index("=")
        append = line[eq - 1] == "+"
        key = " ".join(line[: eq - 1 if append else eq].split())
        entries.append((key, append, line[eq + 1 :].strip()))
    return entries


def words(v):
    return [w for w in re.split(r"[\s,]+", v) if w]


def apply_cfg(settings, entries):
    s = copy.deepcopy(settings)
    for key, append, v in entries:
        if key.startswith("substitute "):
            name = key[len("substitute ") :].strip()
            subs = [(n, val) for n, val in s["subst"] if n != name]
            if len(subs) == len(s["subst"]):
                s["subst"].append((name, v))
            else:
                s["subst"] = [(n, v if n == name else val) for n, val in s["subst"]]
        elif key in ("suffixes", "excludes", "features"):
            s[key] = (s[key] if append else []) + words(v)
        elif key in ("unsupported-unless-feature", "requires"):
            s["requires"] = (s["requires"] if append else []) + [v]
        elif key == "unsupported":
            s["unsupported"] = v in ("true", "yes", "on", "1")
        elif key == "strict-filecheck":
            s["strict"] = v in ("true", "yes", "on", "1")
        elif key == "name":
            s["name"] = v
    return s


def settings_for(directory):
    directory = os.path.normpath(directory)
    if directory not in settings_cache:
        parent = settings_for(os.path.dirname(directory))
        local = os.path.join(directory, "jlit.local.cfg")
        settings_cache[directory] = (
            apply_cfg(parent, read_jlit_cfg(local)) if os.path.isfile(local) else parent
        )
    return settings_cache[directory]


def tool_features():
    """A bin/ launcher whose module is built is a feature, as jlit makes each in-process tool one."""
    found = []
    for name in sorted(os.listdir(bin_dir)):
        path = os.path.join(bin_dir, name)
        if name == "jmlir-launch" or not os.access(path, os.X_OK):
            continue
        m = re.search(r'jmlir-launch"\s+(\S+)\s', open(path).read())
        if m and os.path.isfile(os.path.join(repo_root, m.group(1), "target", m.group(1) + ".jar")):
            found.append(name)
    return found


class JlitCompatShTest(lit.formats.ShTest):
    def getTestsInDirectory(self, testSuite, path_in_suite, litConfig, localConfig):
        source_path = testSuite.getSourcePath(path_in_suite)
        s = settings_for(source_path)
        for filename in sorted(os.listdir(source_path)):
            if (filename.startswith(".") or filename in s["excludes"]
                    or filename in ("jlit.cfg", "jlit.local.cfg", "lit.cfg.py")):
                continue
            filepath = os.path.join(source_path, filename)
            if not os.path.isdir(filepath) and any(filename.endswith(x) for x in s["suffixes"]):
                yield lit.Test.Test(testSuite, path_in_suite + (filename,), localConfig)

    def execute(self, test, litConfig):
        s = settings_for(os.path.dirname(test.getSourcePath()))
        test.config = copy.copy(test.config)
        features = set(test.config.available_features) | set(s["features"])
        test.config.available_features = features
        if s["unsupported"]:
            return lit.Test.Result(lit.Test.UNSUPPORTED, "Test is unsupported")
        missing = [r for r in s["requires"] if not BooleanExpression.evaluate(r, features)]
        if missing:
            return lit.Test.Result(
                lit.Test.UNSUPPORTED,
                "Test requires the following unavailable features: " + ", ".join(missing),
            )
        subst = [(re.escape(n), v.replace("\\", "\\\\")) for n, v in s["subst"]]
        if s["strict"]:
            subst.append((r"(?<![\w/.-])jfilecheck(?=\s|$)", "jfilecheck --strict"))
        return lit.TestRunner.executeShTest(
            test, litConfig, self.execute_external, subst, self.preamble_commands
        )
