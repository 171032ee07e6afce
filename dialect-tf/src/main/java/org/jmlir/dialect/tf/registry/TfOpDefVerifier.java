package org.jmlir.dialect.tf.registry;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.tf.TfTypes;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * The verifier every tf op gets from TensorFlow's op registry: the number of operands and results
 * its input and output arguments allow (list arguments by their minimum), each value's element type
 * against a fixed argument type or the types its type attribute allows, and one element type for
 * all values that share a type attribute. Ops TensorFlow does not register are not checked (the tf
 * dialect is open); hand-written verifiers run after this one.
 */
public final class TfOpDefVerifier {
  private TfOpDefVerifier() {}

  /** Verifies {@code op} (a {@code tf.*} op) against its registry entry; true when it has none. */
  public static boolean verify(Operation op) {
    String name = op.name();
    if (!name.startsWith("tf.")) {
      return true;
    }
    TfOpDef def = TfOpDefs.get(name);
    return def == null || verify(op, def);
  }

  /** One sizes array per fixed-arity op: every argument takes one value. */
  private static final Map<String, int[]> ONES_IN = new java.util.concurrent.ConcurrentHashMap<>();
  private static final Map<String, int[]> ONES_OUT = new java.util.concurrent.ConcurrentHashMap<>();

  private static int[] ones(int n) {
    int[] a = new int[n];
    java.util.Arrays.fill(a, 1);
    return a;
  }

  static boolean verify(Operation op, TfOpDef def) {
    if (def.fixedArity()) {
      // The common case, without allocation: one value per argument.
      if (op.numOperands() != def.inputs().size()) {
        return countError(op, def.inputs(), op.numOperands(), "operand");
      }
      if (op.numResults() != def.outputs().size()) {
        return countError(op, def.outputs(), op.numResults(), "result");
      }
      int[] in = ONES_IN.computeIfAbsent(def.name(), k -> ones(def.inputs().size()));
      int[] out = ONES_OUT.computeIfAbsent(def.name(), k -> ones(def.outputs().size()));
      Map<String, Type> bound = new HashMap<>(4);
      return types(op, def, def.inputs(), in, false, bound) && types(op, def, def.outputs(), out, true, bound);
    }
    int[] in = split(def.inputs(), op.numOperands(), op);
    if (in == null) {
      return countError(op, def.inputs(), op.numOperands(), "operand");
    }
    int[] out = split(def.outputs(), op.numResults(), op);
    if (out == null) {
      return countError(op, def.outputs(), op.numResults(), "result");
    }
    Map<String, Type> bound = def.attrs().isEmpty() ? Map.of() : new HashMap<>(4);
    return types(op, def, def.inputs(), in, false, bound) && types(op, def, def.outputs(), out, true, bound);
  }

  /**
   * How many values each argument of {@code args} takes when {@code n} values are given: one per
   * plain argument; list arguments share the rest (one list, lists of one number attribute, or
   * sizes the op's own {@code N}/type-list attributes give); null when {@code n} does not fit.
   */
  public static int[] split(List<TfOpDef.Arg> args, int n, Operation op) {
    int[] sizes = new int[args.size()];
    int fixed = 0;
    int lists = 0;
    String number = null;
    boolean sameNumber = true;
    for (int i = 0; i < args.size(); i++) {
      TfOpDef.Arg a = args.get(i);
      if (!a.isList()) {
        sizes[i] = 1;
        fixed++;
      } else {
        lists++;
        if (a.numberAttr().isEmpty() || (number != null && !number.equals(a.numberAttr()))) {
          sameNumber = false;
        }
        number = a.numberAttr().isEmpty() ? number : a.numberAttr();
      }
    }
    int rest = n - fixed;
    if (rest < 0) {
      return null;
    }
    if (lists == 0) {
      return rest == 0 ? sizes : null;
    }
    if (lists == 1 || sameNumber) {
      if (rest % lists != 0) {
        return null;
      }
      for (int i = 0; i < args.size(); i++) {
        if (args.get(i).isList()) {
          sizes[i] = rest / lists;
        }
      }
      return sizes;
    }
    // Several lists of different lengths: their lengths are the op's attributes, when it has them.
    int total = 0;
    for (int i = 0; i < args.size(); i++) {
      TfOpDef.Arg a = args.get(i);
      if (!a.isList()) {
        continue;
      }
      Attribute attr = op == null ? null : op.attr(a.numberAttr().isEmpty() ? a.typeListAttr() : a.numberAttr());
      if (attr instanceof IntegerAttr k) {
        sizes[i] = (int) k.longValue();
      } else if (attr instanceof ArrayAttr list) {
        sizes[i] = list.size();
      } else {
        return rest >= 0 ? unknownSplit(sizes) : null;
      }
      total += sizes[i];
    }
    return total == rest ? sizes : null;
  }

  /**
   * The attributes of {@code def} that follow from the types and number of {@code numOperands}
   * operands and {@code numResults} results (TensorFlow's derived attributes: the importer does not
   * store them, the exporter derives them): number and type-list attributes of list arguments, and
   * type attributes of arguments with at least one value. Empty when the values cannot be assigned
   * to the arguments from their counts alone (several lists of different lengths).
   */
  public static java.util.Set<String> derivable(TfOpDef def, int numOperands, int numResults) {
    if (numOperands == def.inputs().size() && numResults == def.outputs().size() && def.fixedArity()) {
      java.util.Set<String> cached = FIXED_DERIVABLE.get(def.name());
      if (cached == null) {
        cached = computeDerivable(def, numOperands, numResults);
        FIXED_DERIVABLE.putIfAbsent(def.name(), cached);
      }
      return cached;
    }
    return computeDerivable(def, numOperands, numResults);
  }

  /** {@link #derivable} of ops without list arguments, which does not depend on the counts given. */
  private static final Map<String, java.util.Set<String>> FIXED_DERIVABLE = new java.util.concurrent.ConcurrentHashMap<>();

  private static java.util.Set<String> computeDerivable(TfOpDef def, int numOperands, int numResults) {
    int[] in = split(def.inputs(), numOperands, null);
    int[] out = split(def.outputs(), numResults, null);
    if (in == null || out == null || min(in) < 0 || min(out) < 0) {
      return java.util.Set.of();
    }
    java.util.Set<String> names = new java.util.HashSet<>();
    addDerivable(def.inputs(), in, names);
    addDerivable(def.outputs(), out, names);
    return names;
  }

  private static void addDerivable(List<TfOpDef.Arg> args, int[] sizes, java.util.Set<String> names) {
    for (int i = 0; i < args.size(); i++) {
      TfOpDef.Arg a = args.get(i);
      if (!a.numberAttr().isEmpty()) {
        names.add(a.numberAttr());
      }
      if (!a.typeListAttr().isEmpty()) {
        names.add(a.typeListAttr());
      }
      if (!a.typeAttr().isEmpty() && sizes[i] > 0) {
        names.add(a.typeAttr());
      }
    }
  }

  private static int min(int[] a) {
    int m = Integer.MAX_VALUE;
    for (int x : a) {
      m = Math.min(m, x);
    }
    return m;
  }

  /** Sizes not known: -1 for the lists (their values are not checked one by one). */
  private static int[] unknownSplit(int[] sizes) {
    for (int i = 0; i < sizes.length; i++) {
      if (sizes[i] == 0) {
        sizes[i] = -1;
      }
    }
    return sizes;
  }

  private static boolean countError(Operation op, List<TfOpDef.Arg> args, int n, String what) {
    int fixed = 0;
    boolean lists = false;
    for (TfOpDef.Arg a : args) {
      if (a.isList()) {
        lists = true;
      } else {
        fixed++;
      }
    }
    String many = what + "s";
    if (lists) {
      return op.emitOpError("expected " + fixed + " or more " + many + ", but found " + n).report();
    }
    if (fixed == 0) {
      return op.emitOpError("requires zero " + many).report();
    }
    if (fixed == 1) {
      return op.emitOpError(what.equals("operand") ? "requires a single operand" : "requires one result").report();
    }
    return op.emitOpError("expected " + fixed + " " + many + ", but found " + n).report();
  }

  private static boolean types(
      Operation op, TfOpDef def, List<TfOpDef.Arg> args, int[] sizes, boolean results, Map<String, Type> bound) {
    int index = 0;
    for (int g = 0; g < args.size(); g++) {
      TfOpDef.Arg a = args.get(g);
      if (sizes[g] < 0) {
        return true; // the rest cannot be told apart
      }
      // A list's minimum length (N >= 1) is not checked: TensorFlow's ODS derives N from the
      // operands; the few ops that care check it in their own verifiers (TfVerifiers).
      for (int k = 0; k < sizes[g]; k++, index++) {
        Value v = results ? op.result(index) : op.operand(index);
        if (!checkValue(op, def, a, v.type(), index, results, bound)) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean checkValue(
      Operation op, TfOpDef def, TfOpDef.Arg a, Type t, int index, boolean results, Map<String, Type> bound) {
    if (!(t instanceof ShapedType s)) {
      return true;
    }
    Type element = TfTypes.removeRef(op.context(), s.elementType());
    int dt = TfDataTypes.dataType(element);
    if (dt == 0) {
      return true; // an element type TensorFlow has no DataType for (quantized, opaque): not checked
    }
    if (a.type() != 0) {
      int want = a.type() > 100 ? a.type() - 100 : a.type();
      return dt == want || typeError(op, results, index, t, List.of(want), a.isList());
    }
    if (!a.typeAttr().isEmpty()) {
      TfOpDef.Attr attr = def.attr(a.typeAttr());
      List<Integer> allowed = attr == null ? List.of() : attr.allowedTypes();
      if (!allowed.isEmpty() && !allowed.contains(dt)) {
        return typeError(op, results, index, t, allowed, a.isList());
      }
      Type first = bound.putIfAbsent(a.typeAttr(), element);
      if (first != null && first != element) {
        return op.emitOpError(
                "requires the values of type attribute '" + a.typeAttr() + "' to have one element type, but found '"
                    + Texts.type(first) + "' and '" + Texts.type(element) + "'")
            .report();
      }
      return true;
    }
    if (!a.typeListAttr().isEmpty()) {
      TfOpDef.Attr attr = def.attr(a.typeListAttr());
      List<Integer> allowed = attr == null ? List.of() : attr.allowedTypes();
      return allowed.isEmpty() || allowed.contains(dt) || typeError(op, results, index, t, allowed, a.isList());
    }
    return true;
  }

  private static boolean typeError(Operation op, boolean results, int index, Type t, List<Integer> allowed,
      boolean list) {
    StringBuilder sb = new StringBuilder(list ? "variadic of tensor of " : "tensor of ");
    String named = namedConstraint(allowed);
    if (named != null) {
      sb.append(named);
    }
    for (int i = 0; named == null && i < allowed.size(); i++) {
      if (i > 0) {
        sb.append(i == allowed.size() - 1 ? " or " : ", ");
      }
      sb.append(describe(allowed.get(i)));
    }
    sb.append(" values");
    return op.emitOpError((results ? "result #" : "operand #") + index + " must be " + sb + ", but got '" + Texts.type(t) + "'")
        .report();
  }

  /**
   * The summary of TensorFlow's named ODS type constraint for an allowed-type set, where its ODS
   * declarations use one: TF_I32OrI64Tensor ({int32, int64}) and TF_FloatTensor ({half, bfloat16,
   * float, double}).
   */
  private static String namedConstraint(List<Integer> allowed) {
    java.util.Set<Integer> set = new java.util.HashSet<>(allowed);
    if (set.size() != allowed.size()) {
      return null;
    }
    if (set.equals(java.util.Set.of(3, 9))) {
      return "32/64-bit signed integer";
    }
    if (set.equals(java.util.Set.of(19, 14, 1, 2))) {
      return "floating-point";
    }
    return null;
  }

  /** MLIR's description of an element type ({@code 32-bit float}, {@code 64-bit integer}, ...). */
  private static String describe(int dt) {
    return switch (dt) {
      case 1 -> "32-bit float";
      case 2 -> "64-bit float";
      case 19 -> "16-bit float";
      case 14 -> "bfloat16";
      case 10 -> "bool";
      case 3 -> "32-bit integer";
      case 9 -> "64-bit integer";
      case 5 -> "16-bit integer";
      case 6 -> "8-bit integer";
      case 4 -> "8-bit unsigned integer";
      case 17 -> "16-bit unsigned integer";
      case 22 -> "32-bit unsigned integer";
      case 23 -> "64-bit unsigned integer";
      case 8 -> "complex type with 32-bit float elements";
      case 18 -> "complex type with 64-bit float elements";
      case 7 -> "string";
      case 20 -> "resource";
      case 21 -> "variant";
      default -> TfDataTypes.name(dt);
    };
  }
}
