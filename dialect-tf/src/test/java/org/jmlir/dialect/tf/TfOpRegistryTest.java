package org.jmlir.dialect.tf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.ShapedType;
import org.junit.jupiter.api.Test;

class TfOpRegistryTest {
  @Test
  void registersManyOps() {
    assertTrue(TfOpRegistry.opNames().size() >= 150, () -> "only " + TfOpRegistry.opNames().size());
    assertTrue(TfOpRegistry.isRegistered("MatMul"));
    assertTrue(TfOpRegistry.isRegistered("tf.StatefulPartitionedCall"));
    assertFalse(TfOpRegistry.isRegistered("tf.NoSuchOp"));
    assertTrue(TfOpRegistry.derivedAttributes("NoSuchOp").isEmpty());
  }

  @Test
  void derivedAttributesNameTheirSources() {
    List<TfDerivedAttr> concat = TfOpRegistry.derivedAttributes("ConcatV2");
    assertEquals(List.of("N", "T", "Tidx"), concat.stream().map(TfDerivedAttr::name).toList());
    assertEquals(TfDerivedAttr.Kind.SIZE, concat.get(0).kind());
    assertEquals("values", concat.get(0).group());
    assertEquals(TfDerivedAttr.Kind.ELEMENT_TYPE, concat.get(2).kind());
    assertEquals("axis", concat.get(2).group());
    TfDerivedAttr tout = TfOpRegistry.derivedAttributes("tf.If").get(2);
    assertEquals("Tout", tout.name());
    assertTrue(tout.onResult());
    assertEquals(TfDerivedAttr.Kind.ELEMENT_TYPE_LIST, tout.kind());
    assertEquals(TfDerivedAttr.Kind.RESOURCE_ELEMENT_TYPE, TfOpRegistry.derivedAttributes("VarHandleOp").get(0).kind());
  }

  @Test
  void derivedAttributeValuesComeFromTheOp() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    String src =
        "func.func @f(%a: tensor<2xf32>, %b: tensor<3xf32>, %ax: tensor<i64>) -> tensor<5xf32> {\n"
            + "  %0 = \"tf.ConcatV2\"(%a, %b, %ax) : (tensor<2xf32>, tensor<3xf32>, tensor<i64>) -> tensor<5xf32>\n"
            + "  return %0 : tensor<5xf32>\n}\n";
    Operation module = SourceParser.parse(ctx, src.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    Operation concat = module.region(0).front().first().region(0).front().first();
    List<TfDerivedAttr> attrs = TfOpRegistry.derivedAttributes(concat.name());
    assertEquals(2, attrs.get(0).values(concat).size());
    List<? extends Value> axis = attrs.get(2).values(concat);
    assertEquals("i64", AttrTypeText.type(((ShapedType) axis.get(0).type()).elementType()));
    assertNotNull(TfOpRegistry.info("tf.ConcatV2").def());
  }
}
