package org.jmlir.hlo.interpret;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jmlir.dialect.func.FuncOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.StringAttr;

/**
 * The check dialect's ops at run time, with the reference interpreter's failure wording
 * ("Element values don't match: 1 (actual) vs 2 (expected) at index [0]"), and the
 * {@code check.*} custom calls stablehlo-translate also accepts.
 */
final class Checks {
  private Checks() {}

  static String funcName(Operation op) {
    for (Operation p = op.parentOp(); p != null; p = p.parentOp()) {
      if (p instanceof FuncOp f) {
        return f.symName();
      }
    }
    return "";
  }

  private static InterpreterException fail(Operation op, String fallback, String message) {
    return new InterpreterException("Error evaluating function: " + funcName(op) + ". \n\tFallback for " + fallback
        + " failed: " + message);
  }

  static String index(long[] shape, int linear) {
    long[] idx = new long[shape.length];
    long rem = linear;
    for (int d = shape.length - 1; d >= 0; d--) {
      idx[d] = shape[d] == 0 ? 0 : rem % shape[d];
      rem = shape[d] == 0 ? 0 : rem / shape[d];
    }
    return Interpreter.shapeText(idx);
  }

  private static Tensor constant(Operation op, String name) {
    Attribute a = op.attr(name);
    if (!(a instanceof DenseIntOrFPElementsAttr d)) {
      throw new InterpreterException("expected a dense constant in '" + name + "'");
    }
    return Tensor.fromAttr(d);
  }

  /** Null when equal, else the reference's message. */
  static String expectEq(Tensor actual, Tensor expected) {
    if (actual.size() != expected.size()) {
      return "Element counts don't match: " + actual.size() + " (actual) vs " + expected.size() + " (expected)";
    }
    for (int i = 0; i < actual.size(); i++) {
      if (!actual.sameElement(i, expected, i) && !(actual.kind().isFloat() && actual.getDouble(i) == expected.getDouble(i))) {
        return "Element values don't match: " + actual.elementToString(i) + " (actual) vs " + expected.elementToString(i)
            + " (expected) at index " + index(actual.shapeRef(), i) + "\n";
      }
    }
    return null;
  }

  private static boolean almostEqual(double a, double b, double tol) {
    if (a != a || b != b) {
      return a != a && b != b;
    }
    if (Double.isInfinite(a) || Double.isInfinite(b)) {
      return a == b;
    }
    return Math.abs(a - b) <= tol;
  }

  static String expectAlmostEq(Tensor actual, Tensor expected, double tol) {
    if (actual.size() != expected.size()) {
      return "Element counts don't match: " + actual.size() + " (actual) vs " + expected.size() + " (expected)";
    }
    boolean cplx = actual.kind().isComplex();
    for (int i = 0; i < actual.size(); i++) {
      boolean ok;
      if (actual.kind().isFloat() || cplx) {
        ok = almostEqual(actual.getDouble(i), expected.getDouble(i), tol)
            && (!cplx || almostEqual(actual.getImag(i), expected.getImag(i), tol));
      } else {
        ok = actual.sameElement(i, expected, i);
      }
      if (!ok) {
        return String.format("Element values don't match with tolerance %f: %s (actual) vs %s (expected) at index %s%n",
            tol, actual.elementToString(i), expected.elementToString(i), index(actual.shapeRef(), i));
      }
    }
    return null;
  }

  /** ULP distance between two values of {@code kind}, as the reference's ULPDifference. */
  static long ulpDifference(ElementKind kind, double f, double g) {
    long bf = kind.floatToBits(f);
    long bg = kind.floatToBits(g);
    if (bf == bg) {
      return 0;
    }
    if (Double.isFinite(f) && Double.isFinite(g) && !(kind.isNarrowFloat() && (f != f || g != g))) {
      long signMask = 1L << (kind.floatWidth() - 1);
      long a = bf & ~signMask & Elementwise.mask(kind.floatWidth());
      long b = bg & ~signMask & Elementwise.mask(kind.floatWidth());
      boolean nf = (bf & signMask) != 0;
      boolean ng = (bg & signMask) != 0;
      return nf != ng ? a + b : Math.abs(a - b);
    }
    if (f != f && g != g) {
      return 0;
    }
    return -1; // the maximal value, unsigned
  }

  static String expectClose(Tensor actual, Tensor expected, long minUlp, long maxUlp) {
    StringBuilder mismatches = new StringBuilder();
    int[] counter = new int[5];
    ElementKind k = actual.kind();
    for (int i = 0; i < actual.size(); i++) {
      long d = ulpDifference(k, actual.getDouble(i), expected.getDouble(i));
      if (k.isComplex()) {
        long di = ulpDifference(k, actual.getImag(i), expected.getImag(i));
        d = Long.compareUnsigned(d, di) >= 0 ? d : di;
      }
      if (Long.compareUnsigned(d, maxUlp) > 0 || Long.compareUnsigned(d, minUlp) < 0) {
        mismatches.append("\n  index=").append(index(actual.shapeRef(), i)).append(", actual=")
            .append(actual.elementToString(i)).append(", expected=").append(expected.elementToString(i))
            .append(", ULP difference=").append(Long.toUnsignedString(d));
      }
      counter[(int) (Long.compareUnsigned(d, 4) >= 0 ? 4 : d)]++;
    }
    if (mismatches.isEmpty()) {
      return null;
    }
    for (int i = 0; i < 5; i++) {
      mismatches.append("\nULP difference").append(i == 4 ? " >= " : " == ").append(i).append(" count is ").append(counter[i]);
    }
    return "Elements values don't match with respect to maximal ULP difference=" + maxUlp + " limit:" + mismatches;
  }

  static void run(Interpreter in, Operation op, RuntimeValue[] args) {
    String name = op.name();
    String msg;
    switch (name) {
      case "check.expect_eq" -> msg = expectEq((Tensor) args[0], (Tensor) args[1]);
      case "check.expect_eq_const" -> msg = expectEq((Tensor) args[0], constant(op, "value"));
      case "check.expect_almost_eq" -> msg = expectAlmostEq((Tensor) args[0], (Tensor) args[1],
          Attrs.real(op, "tolerance", 1e-4));
      case "check.expect_almost_eq_const" -> msg = expectAlmostEq((Tensor) args[0], constant(op, "value"),
          Attrs.real(op, "tolerance", 1e-4));
      case "check.expect_close" -> msg = expectClose((Tensor) args[0], (Tensor) args[1],
          Attrs.integer(op, "min_ulp_difference", 0), Attrs.integer(op, "max_ulp_difference", 1));
      case "check.expect_serialized_eq" -> msg = expectSerialized(in, op, (Tensor) args[0]);
      default -> throw new InterpreterException("Unsupported op: " + name);
    }
    if (msg != null) {
      throw fail(op, name, msg);
    }
  }

  private static String expectSerialized(Interpreter in, Operation op, Tensor expected) {
    Attribute idAttr = op.attr("probe_id");
    String probeId = idAttr instanceof StringAttr s ? s.value() : "";
    long iteration = Attrs.integer(op, "iteration", 0);
    String dir = in.probeDir();
    if (dir == null || dir.isEmpty()) {
      return "Failed to find serialized data for probe " + probeId + ".";
    }
    List<String> lines;
    try {
      lines = Files.readAllLines(Path.of(dir, Probes.INDEX));
    } catch (IOException e) {
      return "Failed to find serialized data for probe " + probeId + ".";
    }
    long match = 0;
    for (String line : lines) {
      if (match > iteration) {
        break;
      }
      if (line.contains(probeId)) {
        if (match == iteration) {
          String[] f = line.split(",", 3);
          if (f.length != 3) {
            return "Failed to find serialized data for probe " + probeId + ".";
          }
          String type = org.jmlir.ir.print.AttrTypeText.type(expected.type(op.context()));
          Tensor t;
          try {
            t = Probes.read(Path.of(f[2]), expected.kind(), expected.shapeRef());
          } catch (IOException | RuntimeException e) {
            return "Failed to verify serialized tensor " + probeId + ".";
          }
          if (!f[1].equals(type)) {
            return "Serialized types don't match: " + type + " (actual) vs " + f[1] + " (expected) for probe " + probeId + ".";
          }
          return expectEq(expected, t);
        }
      }
      match++;
    }
    return "Failed to find serialized data for probe " + probeId + ".";
  }

  /** stablehlo.custom_call with a check.* target, as stablehlo-translate's fallback runs it. */
  static RuntimeValue[] customCall(Interpreter in, Operation op, RuntimeValue[] args) {
    Attribute t = op.attr("call_target_name");
    String target = t instanceof StringAttr s ? s.value() : "";
    if (args.length == 2 && args[0] instanceof Tensor a && args[1] instanceof Tensor b) {
      String msg = null;
      String fallback = target;
      switch (target) {
        case "check.eq" -> {
          boolean isInt = !b.kind().isFloat() && !b.kind().isComplex();
          msg = isInt ? expectEq(a, b) : expectAlmostEq(a, b, 1e-4);
          fallback = "stablehlo.custom_call(@check.eq)";
          Tensor r = Tensor.ofLongs(ElementKind.of(org.jmlir.ir.type.IntegerType.get(in.ctx, 1)), new long[0],
              new long[] {msg == null ? 1 : 0});
          if (msg != null) {
            throw fail(op, fallback, msg);
          }
          RuntimeValue[] out = new RuntimeValue[op.numResults()];
          java.util.Arrays.fill(out, r);
          return out;
        }
        case "check.expect_close" -> msg = expectClose(a, b, 0, 3);
        case "check.expect_eq" -> msg = expectEq(a, b);
        case "check.expect_almost_eq" -> msg = expectAlmostEq(a, b, 1e-3);
        default -> throw new InterpreterException("Unsupported custom call: " + target);
      }
      if (msg != null) {
        throw fail(op, fallback, msg);
      }
      return new RuntimeValue[op.numResults()];
    }
    throw new InterpreterException("Unsupported custom call: " + target);
  }
}
