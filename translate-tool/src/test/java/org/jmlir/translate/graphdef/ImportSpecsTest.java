package org.jmlir.translate.graphdef;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.DataType;
import org.junit.jupiter.api.Test;

class ImportSpecsTest {
  @Test
  void parsesTypesShapesAndSubtypes() throws TranslateException {
    List<ImportSpecs.Input> in = ImportSpecs.parseInputs("a,b,c", "DT_RESOURCE(512,1024:DT_INT32;?:DT_FLOAT),,DT_INT8", "*:?,1,?:");
    assertEquals(3, in.size());
    assertEquals(DataType.DT_RESOURCE, in.get(0).dtype());
    assertEquals(2, in.get(0).subtypes().size());
    assertEquals(1024, in.get(0).subtypes().get(0).getShape().getDim(1).getSize());
    assertEquals(DataType.DT_FLOAT, in.get(0).subtypes().get(1).getDtype());
    assertTrue(in.get(0).shape().getUnknownRank());
    assertEquals(DataType.DT_INVALID, in.get(1).dtype(), "an empty entry keeps the node's type");
    assertEquals(-1, in.get(1).shape().getDim(0).getSize());
    assertEquals(0, in.get(2).shape().getDimCount(), "an empty shape is a scalar");
  }

  @Test
  void rejectsMismatchedLengthsAndBadNames() {
    assertThrows(TranslateException.class, () -> ImportSpecs.parseInputs("a,b", "DT_FLOAT", ""));
    assertThrows(TranslateException.class, () -> ImportSpecs.parseInputs("a", "", "1:2"));
    assertThrows(TranslateException.class, () -> ImportSpecs.parseInputs("a", "DT_FLOAT32", ""));
    assertThrows(TranslateException.class, () -> ImportSpecs.parseInputs("a", "DT_INT32(1:DT_FLOAT)", ""));
    assertThrows(TranslateException.class, () -> ImportSpecs.parseInputs("a", "", "x"));
  }
}
