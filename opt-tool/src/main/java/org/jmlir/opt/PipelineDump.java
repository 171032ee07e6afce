package org.jmlir.opt;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.jmlir.ir.pass.OpPassManager;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassRegistry;

/**
 * {@code --dump-pass-pipeline}: the pipeline a run is about to execute, printed to stderr as mlir-opt 22
 * prints it: a count of the top-level passes, then the pipeline one element a line, nested pipelines
 * indented by two, each pass with all its declared options (sorted by name, defaults filled in).
 */
final class PipelineDump {
  private PipelineDump() {}

  /**
   * The text for {@code root}. With {@code implicitNesting} (passes given as flags), a pass anchored on
   * another op than the root's shows inside a pipeline of its own on that op, as mlir-opt nests it.
   */
  static String render(OpPassManager root, PassRegistry registry, boolean implicitNesting) {
    StringBuilder sb = new StringBuilder();
    sb.append("Pass Manager with ").append(root.elements().size()).append(" passes:\n");
    List<String> items = new ArrayList<>();
    for (OpPassManager.Element e : root.elements()) {
      StringBuilder item = new StringBuilder();
      String anchor = e instanceof OpPassManager.PassElement(Pass p) ? anchorOf(p) : null;
      if (implicitNesting && e instanceof OpPassManager.PassElement(Pass p)
          && anchor != null && !anchor.equals(root.anchor())) {
        item.append(anchor).append("(\n  ").append(passText(p, registry)).append("\n)");
      } else {
        element(e, registry, item);
      }
      items.add(item.toString());
    }
    sb.append(root.anchorText()).append("(\n");
    sb.append(indent(String.join(",\n", items)));
    return sb.append("\n)\n\n").toString();
  }

  private static void element(OpPassManager.Element e, PassRegistry registry, StringBuilder out) {
    switch (e) {
      case OpPassManager.PassElement(Pass p) -> out.append(passText(p, registry));
      case OpPassManager.NestedElement(OpPassManager n) -> {
        List<String> items = new ArrayList<>();
        for (OpPassManager.Element inner : n.elements()) {
          StringBuilder item = new StringBuilder();
          element(inner, registry, item);
          items.add(item.toString());
        }
        out.append(n.anchorText()).append("(\n").append(indent(String.join(",\n", items))).append("\n)");
      }
    }
  }

  /** Every line of {@code text} (when not empty) two spaces further in. */
  private static String indent(String text) {
    return text.isEmpty() ? "" : "  " + text.replace("\n", "\n  ");
  }

  /**
   * The pass with its options: all declared ones with their values or defaults, when the registry
   * declares a default for each; else the options as given.
   */
  static String passText(Pass p, PassRegistry registry) {
    PassRegistry.Entry entry = registry.lookup(p.argument());
    Known known = known().get(p.argument());
    if (known != null) {
      // mlir-opt 22's own option list, which a registration may not declare in full.
      if (known.options() == null) {
        return p.argument();
      }
      entry = new PassRegistry.Entry(p.argument(), "", null, known.options());
    } else if (entry == null || entry.options() == null
        || entry.options().stream().anyMatch(o -> o.dflt() == null && !o.list())) {
      return p.pipelineText();
    }
    if (entry.options().isEmpty()) {
      return p.argument();
    }
    List<PassRegistry.Option> sorted = new ArrayList<>(entry.options());
    sorted.sort(Comparator.comparing(PassRegistry.Option::name));
    List<String> parts = new ArrayList<>();
    for (PassRegistry.Option o : sorted) {
      String given = p.options().values().get(o.name());
      parts.add(optionText(o, given));
    }
    return p.argument() + "{" + String.join(" ", parts) + "}";
  }

  /** What mlir-opt 22 shows for a pass: the op it nests on as a flag (null: the root), its options (null: no braces). */
  private record Known(String anchor, List<PassRegistry.Option> options) {}

  private static java.util.Map<String, Known> known;

  /**
   * The facts of pass-pipeline-defaults.tsv (read on the first dump only), generated from mlir-opt 22
   * for the passes jopt registers.
   */
  private static synchronized java.util.Map<String, Known> known() {
    if (known != null) {
      return known;
    }
    known = new java.util.HashMap<>();
    try (var in = PipelineDump.class.getResourceAsStream("pass-pipeline-defaults.tsv")) {
      if (in == null) {
        return known;
      }
      for (String line : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).split("\n")) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.split("\t");
        List<PassRegistry.Option> options = new ArrayList<>();
        for (int i = 2; i < f.length; i++) {
          if (f[i].equals("!")) {
            options = null;
            break;
          }
          int eq = f[i].indexOf('=');
          String name = f[i].substring(0, eq);
          String dflt = f[i].substring(eq + 1);
          boolean flag = dflt.equals("true") || dflt.equals("false");
          PassRegistry.Option o = new PassRegistry.Option(name, flag ? "" : "<value>", "");
          options.add(dflt.equals("[]") ? o.asList() : o.withDefault(dflt));
        }
        known.put(f[0], new Known(f[1].equals("-") ? null : f[1], options));
      }
    } catch (java.io.IOException e) {
      // no table: passes print as given
    }
    return known;
  }

  /** The op {@code p} runs on: its own anchor, else the one mlir-opt 22 nests it on. */
  private static String anchorOf(Pass p) {
    if (p.anchor() != null) {
      return p.anchor();
    }
    Known k = known().get(p.argument());
    return k == null ? null : k.anchor();
  }

  /** One option as mlir-opt prints it: a list in braces (nothing when empty), a flag as true/false. */
  private static String optionText(PassRegistry.Option o, String given) {
    if (o.list()) {
      String v = given == null ? "" : given.strip();
      if (v.startsWith("{") && v.endsWith("}")) {
        v = v.substring(1, v.length() - 1);
      }
      if (v.isEmpty()) {
        return "";
      }
      List<String> values = new ArrayList<>();
      for (String s : v.split(",")) {
        values.add(s.strip());
      }
      return o.name() + "={" + String.join(",", values) + "}";
    }
    String v = given == null ? o.dflt() : given;
    if (o.value().isEmpty() && given != null) {
      v = switch (given) {
        case "", "true", "1", "TRUE", "True" -> "true";
        default -> "false";
      };
    }
    return o.name() + "=" + v;
  }
}
