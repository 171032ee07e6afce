package org.jmlir.translate.oracle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.jmlir.dialect.tf.registry.TfOpDef;
import org.jmlir.dialect.tf.registry.TfOpDefs;
import org.junit.jupiter.api.Test;
import org.tensorflow.proto.OpDef;
import org.tensorflow.proto.OpList;

/**
 * dialect-tf's shipped op registry ({@code tf_ops.pb.gz}) is TensorFlow-java's live one
 * ({@code TF_GetAllOpList}, stripped of documentation as {@link OpRegistryDump} writes it), and
 * {@link TfOpDefs} reads every op of it as TensorFlow's own protobuf classes do.
 */
class OpRegistryFileTest {
  @Test
  void shippedRegistryIsTheLiveOne() throws Exception {
    OpList live = OpRegistryDump.liveRegistry();
    byte[] shipped;
    try (InputStream in = TfOpDefs.class.getResourceAsStream(TfOpDefs.RESOURCE)) {
      assertNotNull(in, "the registry resource is on the class path");
      shipped = new GZIPInputStream(in).readAllBytes();
    }
    List<String> liveNames = new ArrayList<>();
    for (OpDef op : live.getOpList()) {
      liveNames.add(op.getName());
    }
    assertEquals(liveNames, TfOpDefs.names(), "the same ops (regenerate with dialect-tf/tools/regen-op-registry.sh)");
    assertArrayEquals(live.toByteArray(), shipped, "the same OpDefs, byte for byte");
  }

  @Test
  void everyOpDecodesAsTensorFlowReadsIt() {
    for (OpDef op : OpRegistryDump.liveRegistry().getOpList()) {
      TfOpDef d = TfOpDefs.get(op.getName());
      assertNotNull(d, op.getName());
      assertEquals(op.getInputArgCount(), d.inputs().size(), op.getName() + " inputs");
      assertEquals(op.getOutputArgCount(), d.outputs().size(), op.getName() + " outputs");
      for (int i = 0; i < op.getOutputArgCount(); i++) {
        OpDef.ArgDef a = op.getOutputArg(i);
        TfOpDef.Arg b = d.outputs().get(i);
        assertEquals(a.getName() + a.getTypeValue() + a.getTypeAttr() + a.getNumberAttr() + a.getTypeListAttr() + a.getIsRef(),
            b.name() + b.type() + b.typeAttr() + b.numberAttr() + b.typeListAttr() + b.isRef(), op.getName() + " output " + i);
      }
      assertEquals(op.getAttrCount(), d.attrs().size(), op.getName() + " attrs");
      for (int i = 0; i < op.getAttrCount(); i++) {
        OpDef.AttrDef a = op.getAttr(i);
        TfOpDef.Attr b = d.attrs().get(i);
        assertEquals(a.getName() + ":" + a.getType() + ":" + a.getMinimum(), b.name() + ":" + b.type() + ":" + b.minimum());
        if (a.hasDefaultValue()) {
          assertArrayEquals(a.getDefaultValue().toByteArray(), b.defaultValue(), op.getName() + "." + a.getName());
        }
        if (a.hasAllowedValues() && a.getAllowedValues().getList().getTypeCount() > 0) {
          assertEquals(a.getAllowedValues().getList().getTypeValueList(), b.allowedTypes(), op.getName() + "." + a.getName());
        }
      }
      assertEquals(op.getIsStateful(), d.stateful(), op.getName() + " is_stateful");
      assertEquals(op.getIsCommutative(), d.commutative(), op.getName() + " is_commutative");
    }
  }
}
