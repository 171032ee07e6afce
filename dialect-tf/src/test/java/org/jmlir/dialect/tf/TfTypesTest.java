package org.jmlir.dialect.tf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jmlir.dialect.tfexecutor.TfExecutorType;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;
import org.junit.jupiter.api.Test;

class TfTypesTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();

  @Test
  void typesAreInterned() {
    Type f32 = FloatType.f32(ctx);
    Type t = UnrankedTensorType.get(ctx, f32);
    assertSame(TfTypes.string(ctx), TfTypes.byName(ctx, "string"));
    assertSame(TfTypes.resource(ctx, List.of(t)), TfTypes.resource(ctx, List.of(t)));
    assertSame(TfTypes.variant(ctx), TfTypes.byName(ctx, "variant"));
    assertSame(TfExecutorType.control(ctx), TfExecutorType.control(ctx));
    assertEquals("!tf_type.resource<tensor<*xf32>>", AttrTypeText.type(TfTypes.resource(ctx, List.of(t))));
    assertEquals("!tf_executor.token", AttrTypeText.type(TfExecutorType.token(ctx)));
  }

  @Test
  void refTypesRoundTrip() {
    List<Type> elements = List.of(
        FloatType.f32(ctx), FloatType.get(ctx, FloatType.Kind.F16), FloatType.get(ctx, FloatType.Kind.BF16),
        IntegerType.get(ctx, 1), IntegerType.get(ctx, 8, IntegerType.Signedness.UNSIGNED), IntegerType.get(ctx, 64),
        ComplexType.get(ctx, FloatType.f64(ctx)), TfTypes.qint8(ctx), TfTypes.string(ctx), TfTypes.resource(ctx));
    for (Type e : elements) {
      Type ref = TfTypes.ref(ctx, e);
      assertTrue(TfTypes.isRef(ref), () -> AttrTypeText.type(e));
      assertSame(e, TfTypes.removeRef(ctx, ref));
    }
    assertEquals("!tf_type.complex128ref", AttrTypeText.type(TfTypes.ref(ctx, ComplexType.get(ctx, FloatType.f64(ctx)))));
    assertNull(TfTypes.ref(ctx, IntegerType.get(ctx, 8, IntegerType.Signedness.SIGNED)));
    assertEquals(29, TfTypes.REF_NAMES.size());
  }
}
