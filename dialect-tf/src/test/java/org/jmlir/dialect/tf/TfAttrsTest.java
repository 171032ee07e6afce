package org.jmlir.dialect.tf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.junit.jupiter.api.Test;

/** The tf_type attribute API the GraphDef importer/exporter builds and reads. */
class TfAttrsTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();

  @Test
  void shapesAreInternedAndPrintLikeTensorFlow() {
    TfShapeAttr s = TfShapeAttr.get(ctx, new long[] {2, ShapedType.DYNAMIC, 3});
    assertSame(s, TfShapeAttr.get(ctx, new long[] {2, ShapedType.DYNAMIC, 3}));
    assertEquals("#tf_type.shape<2x?x3>", AttrTypeText.attribute(s));
    assertArrayEquals(new long[] {2, ShapedType.DYNAMIC, 3}, s.shape());
    assertEquals("#tf_type.shape<>", AttrTypeText.attribute(TfShapeAttr.get(ctx, new long[0])));
    TfShapeAttr u = TfShapeAttr.unranked(ctx);
    assertFalse(u.hasRank());
    assertNull(u.shape());
    assertEquals("#tf_type.shape<*>", AttrTypeText.attribute(u));
  }

  @Test
  void functionsCarryTheirAttributes() {
    DictionaryAttr attrs =
        DictionaryAttr.get(ctx, List.of(new NamedAttribute("T", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 1))));
    TfFuncAttr f = TfFuncAttr.get(ctx, "body", attrs);
    assertSame(f, TfFuncAttr.get(ctx, "body", attrs));
    assertEquals("body", f.name().root());
    assertEquals("#tf_type.func<@body, {T = 1 : i64}>", AttrTypeText.attribute(f));
    assertEquals("#tf_type.func<\"\", {}>", AttrTypeText.attribute(TfFuncAttr.get(ctx, "", DictionaryAttr.empty(ctx))));
  }
}
