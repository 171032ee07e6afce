package org.jmlir.dialect.tf;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Trait;
import org.jmlir.ir.interfaces.CallOpInterface;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.rewrite.OpFolder;

/**
 * The tf ops with registered definitions (operand and result groups, derived attributes, traits,
 * verifiers, folders), built from {@link TfOpTable}. Ops not listed here still parse and verify: the
 * tf dialect is open.
 *
 * <p>For the GraphDef importer and exporter, {@link #derivedAttributes(String)} says which node
 * attributes of a registered op follow from its operand/result types (TensorFlow drops them on
 * import and rebuilds them on export); {@link #info(String)} gives the op's operand and result
 * groups in TensorFlow's order.
 */
public final class TfOpRegistry {
  private TfOpRegistry() {}

  /** An operand or result group of a registered op. */
  public record Group(String name, boolean variadic, boolean optional) {}

  /** What the registry knows of one op ({@code name} is the full name, {@code "tf.AddV2"}). */
  public record OpInfo(String name, List<Group> operands, List<Group> results, List<TfDerivedAttr> derived, OpDef def) {}

  /** The tf ops that call a function named by their {@code f} attribute. */
  private static final java.util.Set<String> CALLS = java.util.Set.of("tf.PartitionedCall", "tf.StatefulPartitionedCall", "tf.LegacyCall");


  private static final Map<String, OpInfo> OPS = build();

  private static Map<String, OpInfo> build() {
    Map<String, OpInfo> out = new LinkedHashMap<>();
    for (String line : TfOpTable.OPS.split("\n")) {
      line = line.strip();
      if (line.isEmpty()) {
        continue;
      }
      // Name(operands) -> (results) derived... | flags, split by hand: a regular expression cost
      // milliseconds of every run that loads the dialect (cold code).
      int open = line.indexOf('(');
      int close = line.indexOf(')', open);
      int arrow = line.indexOf(" -> (", close);
      int resultsEnd = arrow < 0 ? -1 : line.indexOf(')', arrow);
      if (open <= 0 || close < 0 || arrow != close + 1 || resultsEnd < 0) {
        throw new IllegalStateException("bad tf op table line: " + line);
      }
      int bar = line.indexOf('|', resultsEnd);
      String name = "tf." + line.substring(0, open);
      List<Group> operands = groups(line.substring(open + 1, close));
      List<Group> results = groups(line.substring(arrow + 5, resultsEnd));
      List<TfDerivedAttr> derived = new ArrayList<>();
      for (String d : words(line.substring(resultsEnd + 1, bar < 0 ? line.length() : bar))) {
        derived.add(derived(name, d, operands, results));
      }
      List<String> flags = bar < 0 ? List.of() : words(line.substring(bar + 1));
      out.put(name, new OpInfo(name, operands, results, List.copyOf(derived), define(name, operands, results, flags)));
    }
    return Collections.unmodifiableMap(out);
  }

  /** The space-separated words of {@code text} (String.split with a pattern would compile it per call). */
  private static List<String> words(String text) {
    List<String> out = new ArrayList<>();
    int i = 0;
    while (i < text.length()) {
      if (text.charAt(i) == ' ') {
        i++;
        continue;
      }
      int end = text.indexOf(' ', i);
      end = end < 0 ? text.length() : end;
      out.add(text.substring(i, end));
      i = end;
    }
    return out;
  }

  private static List<Group> groups(String spec) {
    List<Group> out = new ArrayList<>();
    for (String g : spec.split(",")) {
      g = g.strip();
      if (g.isEmpty()) {
        continue;
      }
      boolean variadic = g.endsWith("*");
      boolean optional = g.endsWith("?");
      out.add(new Group(variadic || optional ? g.substring(0, g.length() - 1) : g, variadic, optional));
    }
    return List.copyOf(out);
  }

  private static TfDerivedAttr derived(String op, String spec, List<Group> operands, List<Group> results) {
    int eq = spec.indexOf('=');
    String attr = spec.substring(0, eq);
    String ref = spec.substring(eq + 1);
    TfDerivedAttr.Kind kind;
    if (ref.startsWith("#")) {
      kind = TfDerivedAttr.Kind.SIZE;
      ref = ref.substring(1);
    } else if (ref.startsWith("@")) {
      ref = ref.substring(1);
      kind = ref.endsWith("*") ? TfDerivedAttr.Kind.SHAPE_LIST : TfDerivedAttr.Kind.SHAPE;
    } else if (ref.endsWith(".dtype")) {
      kind = TfDerivedAttr.Kind.RESOURCE_ELEMENT_TYPE;
      ref = ref.substring(0, ref.length() - 6);
    } else if (ref.endsWith(".shape")) {
      kind = TfDerivedAttr.Kind.RESOURCE_SHAPE;
      ref = ref.substring(0, ref.length() - 6);
    } else {
      kind = ref.endsWith("*") ? TfDerivedAttr.Kind.ELEMENT_TYPE_LIST : TfDerivedAttr.Kind.ELEMENT_TYPE;
    }
    if (ref.endsWith("*")) {
      ref = ref.substring(0, ref.length() - 1);
    }
    int i = indexOf(operands, ref);
    if (i >= 0) {
      return new TfDerivedAttr(attr, kind, false, ref, i);
    }
    i = indexOf(results, ref);
    if (i < 0) {
      throw new IllegalStateException(op + ": derived attribute " + attr + " names no operand or result " + ref);
    }
    return new TfDerivedAttr(attr, kind, true, ref, i);
  }

  private static int indexOf(List<Group> groups, String name) {
    for (int i = 0; i < groups.size(); i++) {
      if (groups.get(i).name().equals(name)) {
        return i;
      }
    }
    return -1;
  }

  private static OpDef define(String name, List<Group> operands, List<Group> results, List<String> flags) {
    OpSpec.Builder b = OpSpec.define(name, TfOp::new);
    for (Group g : operands) {
      if (g.variadic()) {
        b.variadicOperand(g.name(), TypeConstraint.ANY);
      } else if (g.optional()) {
        b.optionalOperand(g.name(), TypeConstraint.ANY);
      } else {
        b.operand(g.name(), TypeConstraint.ANY);
      }
    }
    for (Group g : results) {
      if (g.variadic()) {
        b.variadicResult(g.name(), TypeConstraint.ANY);
      } else if (g.optional()) {
        b.optionalResult(g.name(), TypeConstraint.ANY);
      } else {
        b.result(g.name(), TypeConstraint.ANY);
      }
    }
    for (String f : flags) {
      switch (f) {
        case "pure" -> b.traits(Trait.PURE);
        case "comm" -> b.traits(Trait.COMMUTATIVE);
        case "const" -> b.traits(Trait.CONSTANT_LIKE);
        case "inv" -> b.traits(Trait.INVOLUTION);
        default -> throw new IllegalStateException(name + ": unknown flag " + f);
      }
    }
    if (CALLS.contains(name)) {
      b.traits(Trait.CALL).addInterface(CallOpInterface.class, TfInliner.CALL)
          .addInterface(org.jmlir.ir.verify.SymbolUserOpInterface.class, TfVerifiers::verifyCallSymbols);
    }
    // TensorFlow's ODS attributes are inherent: stored as properties, printed in <{...}>.
    for (String attr : TfInherentAttrs.of(name)) {
      b.optionalAttr(attr, org.jmlir.ir.ods.AttrConstraint.ANY);
    }
    if (name.equals("tf.Const")) {
      // TensorFlow's ConstOp names its result (OpAsmOpInterface).
      b.resultNamer((op, names) -> names.setName(op.result(0), "cst"));
    }
    if (name.equals("tf.LegacyCall")) {
      // TensorFlow's ODS declares these, so they are inherent (printed as properties, <{...}>).
      b.attr("f", org.jmlir.ir.ods.AttrConstraint.FLAT_SYMBOL_REF);
      b.optionalAttr("_disable_call_shape_inference", org.jmlir.ir.ods.AttrConstraint.ANY);
    }
    // The op's own checks first (TensorFlow's wording), then its registry entry (counts and types).
    OpDef.Verifier v = TfVerifiers.forOp(name);
    b.verifier(v == null ? org.jmlir.dialect.tf.registry.TfOpDefVerifier::verify
        : op -> v.verify(op) && org.jmlir.dialect.tf.registry.TfOpDefVerifier.verify(op));
    OpFolder folder = TfFolders.forOp(name);
    if (folder != null) {
      b.extension(OpFolder.class, folder);
    }
    org.jmlir.ir.rewrite.CanonicalizationPatterns patterns = TfPatterns.forOp(name);
    if (patterns != null) {
      b.extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, patterns);
    }
    return b.build();
  }

  private static String fullName(String opName) {
    return opName.startsWith("tf.") ? opName : "tf." + opName;
  }

  /** The registered op {@code opName} ({@code "tf.AddV2"} or the GraphDef spelling {@code "AddV2"}), or null. */
  public static OpInfo info(String opName) {
    return OPS.get(fullName(opName));
  }

  /** Whether {@code opName} ({@code "tf.X"} or {@code "X"}) has a registered definition. */
  public static boolean isRegistered(String opName) {
    return OPS.containsKey(fullName(opName));
  }

  /**
   * The attributes of {@code opName} ({@code "tf.ConcatV2"} or {@code "ConcatV2"}) that follow from
   * its operand/result types, in TensorFlow's order (e.g. {@code N} = size of {@code values},
   * {@code T} = element type of {@code values}, {@code Tidx} = element type of {@code axis}); empty
   * for an op without such attributes or without a registered definition (whose attributes are all
   * kept as they are).
   */
  public static List<TfDerivedAttr> derivedAttributes(String opName) {
    OpInfo info = OPS.get(fullName(opName));
    return info == null ? List.of() : info.derived();
  }

  /** The full names of all registered tf ops, in table order. */
  public static List<String> opNames() {
    return List.copyOf(OPS.keySet());
  }

  /** The definitions the tf dialect registers. */
  static List<OpDef> definitions() {
    List<OpDef> defs = new ArrayList<>(OPS.size());
    for (OpInfo i : OPS.values()) {
      defs.add(i.def());
    }
    return defs;
  }
}
