package org.jmlir.translate.hlo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.jmlir.translate.hlo.HloModuleText.Computation;
import org.jmlir.translate.hlo.HloModuleText.Instruction;
import org.junit.jupiter.api.Test;

class HloTextParserTest {
  private static final String MODULE =
      """
      HloModule m, is_scheduled=true

      /* a comment */ %add (a: f32[], b: f32[]) -> f32[] {
        %a = f32[] parameter(0)
        %b = f32[] parameter(1)
        ROOT %s = f32[] add(f32[] %a, f32[] %b)
      }

      ENTRY %main {
        %p = (s32[2,<=4]{1,0}, token[]) parameter(0)
        %x = s32[2,<=4] get-tuple-element(%p), index=0
        ROOT %r = s32[2] reduce(%x, %x), dimensions={1}, to_apply=%add, metadata={op_name="r" source_line=3}
      }
      """;

  @Test
  void parsesComputationsInstructionsAndShapes() throws HloParseException {
    HloModuleText m = HloTextParser.parse(MODULE);
    assertEquals("m", m.name());
    assertEquals("true", m.attributes().get("is_scheduled").text());
    assertEquals(2, m.computations().size());
    Computation main = m.entry();
    assertEquals("main", main.name());
    assertTrue(main.isEntry());
    Instruction p = main.parameters().get(0);
    assertTrue(p.shape().isTuple());
    HloShape array = p.shape().tuple().get(0);
    assertArrayEquals(new long[] {2, 4}, array.dims());
    assertFalse(array.isDynamic(0));
    assertTrue(array.isDynamic(1));
    assertArrayEquals(new long[] {1, 0}, array.layout());
    assertTrue(p.shape().tuple().get(1).isToken());
    assertEquals(2, p.shape().leafCount());
    Instruction r = main.root();
    assertEquals("reduce", r.opcode());
    assertEquals("%add", r.attr("to_apply").text());
    assertEquals("{op_name=\"r\" source_line=3}", r.attr("metadata").text());
    assertEquals(m.computation("%add"), m.computations().get(0));
    assertNull(m.computation("missing"));
  }

  @Test
  void printsShapesAsXlaDoes() throws HloParseException {
    HloShape s = HloTextParser.parse(MODULE).entry().parameters().get(0).shape();
    assertEquals("(s32[2,<=4], token[])", s.toText(false));
    assertEquals("(s32[2,<=4]{1,0}, token[])", s.toText(true));
  }

  @Test
  void errorsCarryTheOffsetOfTheBadToken() {
    String text = "HloModule m\nENTRY %e {\n  ROOT %x = f33[] parameter(0)\n}\n";
    HloParseException e = assertThrows(HloParseException.class, () -> HloTextParser.parse(text));
    assertEquals(text.indexOf("f33"), e.offset());
    assertEquals("unknown primitive type: f33", e.getMessage());
    HloParseException twoRoots = assertThrows(HloParseException.class, () -> HloTextParser.parse(
        "HloModule m\nENTRY %e {\n  ROOT %x = f32[] parameter(0)\n  ROOT %y = f32[] negate(%x)\n}\n"));
    assertEquals("one computation should have only one ROOT", twoRoots.getMessage());
  }
}
