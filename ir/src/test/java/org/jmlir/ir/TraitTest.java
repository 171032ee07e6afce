package org.jmlir.ir;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.jmlir.ir.ods.OpSpec;
import org.junit.jupiter.api.Test;

class TraitTest {
  @Test
  void traitsFitTheBitSetOfOpDef() {
    assertTrue(Trait.values().length <= 64, "OpDef keeps traits in a long");
  }

  @Test
  void hasTraitAnswersForEveryTrait() {
    OpDef def = OpSpec.define("test.traits", () -> new Operation() {}).traits(Trait.TERMINATOR, Trait.ATTR_SIZED_RESULT_SEGMENTS).build();
    for (Trait t : Trait.values()) {
      if (t == Trait.TERMINATOR || t == Trait.ATTR_SIZED_RESULT_SEGMENTS) {
        assertTrue(def.hasTrait(t), t.name());
      } else {
        assertFalse(def.hasTrait(t), t.name());
      }
    }
  }
}
