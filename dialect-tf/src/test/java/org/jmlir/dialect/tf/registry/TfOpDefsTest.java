package org.jmlir.dialect.tf.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TfOpDefsTest {
  @Test
  void maxPoolHasItsDefaults() {
    TfOpDef d = TfOpDefs.get("MaxPool");
    assertEquals("MaxPool", d.name());
    assertEquals(TfDataTypes.DT_FLOAT, d.attr("T").defaultType());
    assertTrue(d.attr("T").allowedTypes().contains(TfDataTypes.DT_FLOAT));
    assertEquals(List.of("SAME", "VALID", "EXPLICIT"), d.attr("padding").allowedStrings());
    assertEquals("T", d.inputs().getFirst().typeAttr());
  }

  @Test
  void listsAndFlags() {
    TfOpDef addN = TfOpDefs.get("tf.AddN");
    assertEquals("N", addN.inputs().getFirst().numberAttr());
    assertTrue(addN.attr("N").hasMinimum());
    assertEquals(1, addN.attr("N").minimum());
    assertTrue(addN.commutative() && addN.aggregate());
    assertTrue(TfOpDefs.get("VarHandleOp").stateful());
    assertEquals(Set.of("T", "N"), TfOpDefVerifier.derivable(addN, 3, 1));
    assertEquals(List.of("N", "T"), addN.derivedAttrNames());
  }

  @Test
  void derivableNeedsValues() {
    TfOpDef identityN = TfOpDefs.get("IdentityN");
    assertEquals(Set.of("T"), TfOpDefVerifier.derivable(identityN, 0, 0));
    // ParseExampleV2 has lists of different lengths: nothing is derivable from counts alone.
    assertEquals(Set.of(), TfOpDefVerifier.derivable(TfOpDefs.get("ParseExampleV2"), 7, 4));
  }

  @Test
  void unknownOpsAreNotThere() {
    assertNull(TfOpDefs.get("NoSuchOp"));
    assertFalse(TfOpDefs.contains("tf.NoSuchOp"));
    assertTrue(TfOpDefs.names().size() > 1500);
  }

  @Test
  void dataTypeNames() {
    assertEquals("DT_FLOAT", TfDataTypes.name(1));
    assertEquals("DT_INT32_REF", TfDataTypes.name(103));
    assertEquals(103, TfDataTypes.byName("DT_INT32_REF"));
    assertEquals(-1, TfDataTypes.byName("DT_NOPE"));
  }
}
