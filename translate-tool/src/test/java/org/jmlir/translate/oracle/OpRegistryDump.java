package org.jmlir.translate.oracle;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.tensorflow.TensorFlow;
import org.tensorflow.internal.c_api.TF_Buffer;
import org.tensorflow.internal.c_api.global.tensorflow;
import org.tensorflow.proto.OpDef;
import org.tensorflow.proto.OpList;

/**
 * Writes TensorFlow's op registry, as TensorFlow-java's native library has it
 * ({@code TF_GetAllOpList}), to dialect-tf's data file {@code tf_ops.pb.gz}: an {@code OpList}
 * (binary proto, gzip) sorted by op name, without the documentation text (summaries and
 * descriptions). Run it once per TensorFlow-java version; {@code OpRegistryFileTest} checks the
 * shipped file against the live registry. How to run it: {@code dialect-tf/tools/regen-op-registry.sh}.
 */
public final class OpRegistryDump {
  private OpRegistryDump() {}

  /** The live registry, stripped and sorted as it is shipped. */
  public static OpList liveRegistry() {
    TensorFlow.version(); // loads the native library
    TF_Buffer buf = tensorflow.TF_GetAllOpList();
    try {
      OpList all = OpList.parseFrom(buf.copyData());
      List<OpDef> ops = new ArrayList<>();
      for (OpDef op : all.getOpList()) {
        ops.add(strip(op));
      }
      ops.sort(Comparator.comparing(OpDef::getName));
      return OpList.newBuilder().addAllOp(ops).build();
    } catch (IOException e) {
      throw new IllegalStateException("TF_GetAllOpList returned no OpList", e);
    } finally {
      tensorflow.TF_DeleteBuffer(buf);
    }
  }

  private static OpDef strip(OpDef op) {
    OpDef.Builder b = op.toBuilder().clearSummary().clearDescription();
    for (OpDef.ArgDef.Builder a : b.getInputArgBuilderList()) {
      a.clearDescription();
    }
    for (OpDef.ArgDef.Builder a : b.getOutputArgBuilderList()) {
      a.clearDescription();
    }
    for (OpDef.AttrDef.Builder a : b.getAttrBuilderList()) {
      a.clearDescription();
    }
    return b.build();
  }

  public static void main(String[] args) throws IOException {
    Path out = Path.of(args.length > 0 ? args[0] : "dialect-tf/src/main/resources/org/jmlir/dialect/tf/tf_ops.pb.gz");
    OpList list = liveRegistry();
    Files.createDirectories(out.getParent());
    try (OutputStream os = new GZIPOutputStream(Files.newOutputStream(out))) {
      list.writeTo(os);
    }
    System.out.println("TensorFlow " + TensorFlow.version() + ": " + list.getOpCount() + " ops, "
        + list.getSerializedSize() + " bytes -> " + Files.size(out) + " bytes in " + out);
  }
}
