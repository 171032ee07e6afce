package org.jmlir.ir.pass;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Unsigned options accept what LLVM's cl::opt<unsigned> accepts and reject the rest with its wording. */
class PassOptionsTest {
  @Test
  void unsignedOptions() {
    PassOptions o = new PassOptions(Map.of("a", "42", "b", "-1", "c", "4294967296", "d", "x"));
    assertEquals(42, o.getUnsigned("a", 7));
    assertEquals(7, o.getUnsigned("missing", 7));
    for (String bad : new String[] {"b", "c", "d"}) {
      PassOptionException e = assertThrows(PassOptionException.class, () -> o.getUnsigned(bad, 0));
      assertEquals("for the --" + bad + " option: '" + o.get(bad, "") + "' value invalid for uint argument!", e.commandLineError());
    }
  }

  @Test
  void listOptionsTakeBracesAsPipelinesPrintThem() {
    PassOptions o = new PassOptions(Map.of("plain", "a,b", "braced", "{a, b}", "empty", "{}"));
    assertEquals(java.util.List.of("a", "b"), o.getList("plain"));
    assertEquals(java.util.List.of("a", "b"), o.getList("braced"));
    assertEquals(java.util.List.of(), o.getList("empty"));
    assertEquals(java.util.List.of(), o.getList("missing"));
  }

  @Test
  void declaredOptionsCarryDefaults() {
    PassRegistry.Option plain = new PassRegistry.Option("n", "<uint>", "help");
    assertEquals(null, plain.dflt());
    assertEquals(false, plain.list());
    PassRegistry.Option withDefault = plain.withDefault("3");
    assertEquals("3", withDefault.dflt());
    assertEquals("n", withDefault.name());
    PassRegistry.Option list = new PassRegistry.Option("l", "<string>", "help").asList();
    assertEquals(true, list.list());
    assertEquals("", list.dflt());
  }
}
