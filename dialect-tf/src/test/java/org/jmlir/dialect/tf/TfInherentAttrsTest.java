package org.jmlir.dialect.tf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.tf.registry.TfOpDef;
import org.jmlir.dialect.tf.registry.TfOpDefs;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.junit.jupiter.api.Test;

class TfInherentAttrsTest {
  /** TensorFlow's hand-written op definitions that differ from the rule (OpDef attributes less derived ones). */
  private static final Map<String, List<String>> HAND_WRITTEN =
      Map.of(
          "tf.Placeholder", List.of(),
          "tf.While", List.of("cond", "body", "parallel_iterations", "is_stateless", "shape_invariant"),
          "tf.StatelessWhile", List.of("cond", "body", "parallel_iterations", "is_stateless", "shape_invariant"),
          "tf.If", List.of("then_branch", "else_branch", "is_stateless"),
          "tf.StatelessIf", List.of("then_branch", "else_branch", "is_stateless"),
          "tf.Case", List.of("branches", "is_stateless"),
          "tf.StatelessCase", List.of("branches", "is_stateless"));

  /** What the op registry says op {@code name}'s inherent attributes are. */
  private static List<String> expected(String name) {
    if (HAND_WRITTEN.containsKey(name)) {
      return HAND_WRITTEN.get(name);
    }
    String bare = name.substring(3);
    if (!TfOpDefs.contains(bare)) {
      return List.of();
    }
    TfOpDef def = TfOpDefs.get(bare);
    Set<String> derived = new HashSet<>(def.derivedAttrNames());
    for (TfDerivedAttr d : TfOpRegistry.derivedAttributes(name)) {
      derived.add(d.name());
    }
    List<String> out = new ArrayList<>();
    for (TfOpDef.Attr a : def.attrs()) {
      if (!derived.contains(a.name())) {
        out.add(a.name());
      }
    }
    return out;
  }

  @Test
  void listAgreesWithTheOpRegistry() {
    StringBuilder wanted = new StringBuilder();
    boolean same = true;
    for (String name : TfOpRegistry.opNames()) {
      if (name.equals("tf.LegacyCall")) {
        continue;
      }
      List<String> attrs = expected(name);
      same &= attrs.equals(TfInherentAttrs.of(name));
      if (!attrs.isEmpty()) {
        wanted.append(name.substring(3)).append(": ").append(String.join(" ", attrs)).append('\n');
      }
    }
    assertTrue(same, () -> "TfInherentAttrs.TABLE should be:\n" + wanted);
  }

  @Test
  void inherentAttributesBecomePropertiesAndOthersStayDiscardable() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    String src =
        """
        func.func @f(%x: tensor<2xf32>) -> tensor<2xi32> {
          %0 = "tf.Cast"(%x) {Truncate = false, device = "/device:CPU:0", SrcT = f32} : (tensor<2xf32>) -> tensor<2xi32>
          return %0 : tensor<2xi32>
        }
        """;
    Operation module = SourceParser.parse(ctx, src.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    Operation cast = module.region(0).front().first().region(0).front().first();
    DictionaryAttr props = (DictionaryAttr) cast.properties();
    assertEquals(List.of("Truncate"), props.entries().stream().map(e -> e.name()).toList());
    assertNull(cast.attributes().get("Truncate"));
    assertEquals(List.of("SrcT", "device"), cast.attributes().entries().stream().map(e -> e.name()).toList());
  }

  @Test
  void registryOpsOutsideTheTableAreDefinedOnFirstUse() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    org.jmlir.ir.OpDef solve = ctx.lookupOp("tf.MatrixSolve");
    assertTrue(solve != null && solve.isRegistered() && solve.isInherentAttr("adjoint"));
    assertTrue(!solve.isInherentAttr("T"));
    // Its output types and shapes follow from the result types: nothing inherent, it stays unregistered.
    assertNull(ctx.lookupOp("tf.IteratorGetNextSync"));
    assertNull(ctx.lookupOp("tf._Recv"));
    assertNull(ctx.lookupOp("tf.NoSuchOp"));
    assertTrue(ctx.lookupOp("tf.Relu") == TfOpRegistry.info("tf.Relu").def());
  }
}
