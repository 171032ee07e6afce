package org.jmlir.dialect.tf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.charset.StandardCharsets;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.junit.jupiter.api.Test;

/** #tf_type<tensor_proto>: interned by bytes and type, printed as upper-case hex with its type. */
class TfTensorProtoAttrTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();

  @Test
  void holdsItsBytesAndPrintsWithItsType() {
    ShapedType type = RankedTensorType.get(ctx, new long[] {2}, TfTypes.quint8(ctx));
    byte[] data = "tftensor$dtype: DT_QUINT8".getBytes(StandardCharsets.UTF_8);
    TfTensorProtoAttr a = TfTensorProtoAttr.get(ctx, data, type);
    assertSame(a, TfTensorProtoAttr.get(ctx, data.clone(), type));
    assertNotSame(a, TfTensorProtoAttr.get(ctx, new byte[] {1}, type));
    assertArrayEquals(data, a.value());
    assertSame(type, a.type());
    assertEquals("#tf_type<tensor_proto : \"0x746674656E736F722464747970653A2044545F5155494E5438\"> : tensor<2x!tf_type.quint8>",
        AttrTypeText.attribute(a));
  }
}
