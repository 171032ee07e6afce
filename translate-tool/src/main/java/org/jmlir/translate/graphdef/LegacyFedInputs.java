package org.jmlir.translate.graphdef;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.AttrValue;
import org.jmlir.translate.proto.DataType;
import org.jmlir.translate.proto.GraphDef;
import org.jmlir.translate.proto.NodeDef;

/**
 * {@code -tf-convert-legacy-fed-inputs}: a LegacyFedInput node named by {@code -tf-input-arrays}
 * becomes a Placeholder of the input's type (its first {@code output_types} when the input gives
 * none) and shape, without inputs or other attributes, as TensorFlow rewrites it before import. A
 * Placeholder has one output, so a graph that reads another output of the node is refused.
 */
public final class LegacyFedInputs {
  private LegacyFedInputs() {}

  public static GraphDef convert(GraphDef graph, List<ImportSpecs.Input> inputs) throws TranslateException {
    Map<String, ImportSpecs.Input> byName = new HashMap<>();
    for (ImportSpecs.Input in : inputs) {
      byName.put(in.name(), in);
    }
    GraphDef.Builder out = graph.toBuilder();
    for (int i = 0; i < out.getNodeCount(); i++) {
      NodeDef n = out.getNode(i);
      ImportSpecs.Input in = byName.get(n.getName());
      if (!n.getOp().equals("LegacyFedInput") || in == null) {
        continue;
      }
      if (hasNonPrimaryOutputInUse(graph, n.getName())) {
        throw new TranslateException("Invalid argument: LegacyFedInput node " + n.getName()
            + " has non primary output in use and can not be replaced with Placeholder node");
      }
      DataType dtype = in.dtype();
      AttrValue outputTypes = n.getAttrMap().get("output_types");
      if (dtype == DataType.DT_INVALID && outputTypes != null && outputTypes.getList().getTypeCount() > 0) {
        dtype = outputTypes.getList().getType(0);
      }
      out.setNode(i, n.toBuilder().setOp("Placeholder").clearInput().clearAttr()
          .putAttr("dtype", AttrValue.newBuilder().setType(dtype).build())
          .putAttr("shape", AttrValue.newBuilder().setShape(in.shape()).build())
          .build());
    }
    return out.build();
  }

  /** Whether some node reads an output of {@code node} other than its first. */
  private static boolean hasNonPrimaryOutputInUse(GraphDef graph, String node) {
    for (NodeDef n : graph.getNodeList()) {
      for (String input : n.getInputList()) {
        if (input.startsWith(node + ":") && !input.equals(node + ":0")) {
          return true;
        }
      }
    }
    return false;
  }
}
