package org.jmlir.translate.graphdef;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.tf.registry.TfOpDef;
import org.jmlir.dialect.tf.registry.TfOpDefs;
import org.jmlir.translate.proto.AttrValue;
import org.jmlir.translate.proto.DataType;
import org.jmlir.translate.proto.NodeDef;

/**
 * The output arguments of TensorFlow ops (the part of an OpDef the importer needs: how many results
 * a node has, their types and their argument names). Ops not in {@link #TABLE} have one output typed
 * by the first of the attributes {@code T}, {@code dtype}, {@code out_type}, {@code DstT} found on
 * the node, which is what the element-wise, reduction and shape ops have.
 */
final class OpSignatures {
  private OpSignatures() {}

  /**
   * One op per line: {@code Op: name=TYPE, ...} where TYPE is a type attribute ({@code T}), a
   * number-attribute list ({@code N*T}), a type-list attribute ({@code [Tout]}) or a fixed type
   * ({@code bool}); a trailing {@code &} marks a reference output.
   */
  private static final String TABLE = """
      NoOp:
      Assert:
      ControlTrigger:
      _Retval:
      _Send:
      _HostSend:
      AssignVariableOp:
      AssignAddVariableOp:
      AssignSubVariableOp:
      SaveV2:
      MakeIterator:
      DestroyResourceOp:
      Const: output=dtype
      Placeholder: output=dtype
      PlaceholderV2: output=dtype
      PlaceholderWithDefault: output=dtype
      InfeedDequeue: output=dtype
      LegacyFedInput: output=[output_types]
      InfeedDequeueTuple: outputs=[dtypes]
      _Arg: output=T
      _Recv: tensor=tensor_type
      VariableV2: ref=dtype&
      Variable: ref=dtype&
      TemporaryVariable: ref=dtype&
      Assign: output_ref=T&
      AssignAdd: output_ref=T&
      AssignSub: output_ref=T&
      VarHandleOp: resource=resource
      ReadVariableOp: value=dtype
      RestoreV2: tensors=[dtypes]
      Shape: output=out_type
      ShapeN: output=N*out_type
      Size: output=out_type
      Rank: output=int32
      Cast: y=DstT
      Bitcast: output=type
      Switch: output_false=T, output_true=T
      RefSwitch: output_false=T&, output_true=T&
      Merge: output=T, value_index=int32
      RefMerge: output=T&, value_index=int32
      Enter: output=T
      RefEnter: output=T&
      Exit: output=T
      RefExit: output=T&
      NextIteration: output=T
      RefNextIteration: output=T&
      LoopCond: output=bool
      _SwitchN: outputs=num_outs*T
      IdentityN: output=[T]
      Unique: y=T, idx=out_idx
      UniqueV2: y=T, idx=out_idx
      UniqueWithCounts: y=T, idx=out_idx, count=out_idx
      Split: output=num_split*T
      SplitV: output=num_split*T
      Unpack: output=num*T
      TopKV2: values=T, indices=int32
      ArgMax: output=output_type
      ArgMin: output=output_type
      Equal: z=bool
      NotEqual: z=bool
      Less: z=bool
      LessEqual: z=bool
      Greater: z=bool
      GreaterEqual: z=bool
      LogicalAnd: z=bool
      LogicalOr: z=bool
      LogicalNot: y=bool
      IsNan: y=bool
      IsInf: y=bool
      IsFinite: y=bool
      If: output=[Tout]
      StatelessIf: output=[Tout]
      While: output=[T]
      StatelessWhile: output=[T]
      Case: output=[Tout]
      StatelessCase: output=[Tout]
      PartitionedCall: output=[Tout]
      StatefulPartitionedCall: output=[Tout]
      SymbolicGradient: output=[Tout]
      FusedBatchNorm: y=T, batch_mean=T, batch_variance=T, reserve_space_1=T, reserve_space_2=T
      FusedBatchNormV2: y=T, batch_mean=U, batch_variance=U, reserve_space_1=U, reserve_space_2=U
      FusedBatchNormV3: y=T, batch_mean=U, batch_variance=U, reserve_space_1=U, reserve_space_2=U, reserve_space_3=U
      ParseExampleV2: sparse_indices=num_sparse*int64, sparse_values=[sparse_types], sparse_shapes=num_sparse*int64, dense_values=[Tdense], ragged_values=[ragged_value_types], ragged_row_splits=[ragged_split_types]
      IteratorGetNext: components=[output_types]
      IteratorV2: handle=resource
      AnonymousIteratorV2: handle=resource, deleter=variant
      TensorSliceDataset: handle=variant
      BatchDatasetV2: handle=variant
      MapDataset: handle=variant
      RaggedTensorToTensor: result=T
      Where: index=int64
      BroadcastGradientArgs: r0=T, r1=T
      Range: output=Tidx
      RandomUniform: output=dtype
      RandomStandardNormal: output=dtype
      TruncatedNormal: output=dtype
      Empty: output=dtype
      StringToNumber: output=out_type
      AsString: output=string
      StringJoin: output=string
      ReduceJoin: output=string
      TensorListReserve: handle=variant
      TensorListFromTensor: output_handle=variant
      TensorListStack: tensor=element_dtype
      TensorListGetItem: item=element_dtype
      TensorListSetItem: output_handle=variant
      TensorListPushBack: output_handle=variant
      NonMaxSuppressionV3: selected_indices=int32
      QueueDequeueV2: components=[component_types]
      FIFOQueueV2: handle=resource
      """;

  /** One output argument: its name, and either a fixed type or the attribute that gives its type(s). */
  record Arg(String name, String typeAttr, String numberAttr, String typeListAttr, DataType fixed, boolean ref) {}

  private static final Map<String, List<Arg>> BY_OP = parse();

  private static Map<String, List<Arg>> parse() {
    Map<String, List<Arg>> m = new HashMap<>();
    for (String line : TABLE.split("\n")) {
      line = line.strip();
      if (line.isEmpty()) {
        continue;
      }
      int colon = line.indexOf(':');
      String op = line.substring(0, colon);
      List<Arg> args = new ArrayList<>();
      String rest = line.substring(colon + 1).strip();
      if (!rest.isEmpty()) {
        for (String part : rest.split(",")) {
          String[] kv = part.strip().split("=");
          String name = kv[0];
          String type = kv[1];
          boolean ref = type.endsWith("&");
          if (ref) {
            type = type.substring(0, type.length() - 1);
          }
          if (type.startsWith("[")) {
            args.add(new Arg(name, null, null, type.substring(1, type.length() - 1), null, ref));
          } else if (type.contains("*")) {
            String[] nt = type.split("\\*");
            DataType fixed = fixedType(nt[1]);
            args.add(new Arg(name, fixed == null ? nt[1] : null, nt[0], null, fixed, ref));
          } else {
            DataType fixed = fixedType(type);
            args.add(new Arg(name, fixed == null ? type : null, null, null, fixed, ref));
          }
        }
      }
      m.put(op, List.copyOf(args));
    }
    return m;
  }

  private static DataType fixedType(String s) {
    return switch (s) {
      case "bool" -> DataType.DT_BOOL;
      case "int32" -> DataType.DT_INT32;
      case "int64" -> DataType.DT_INT64;
      case "float" -> DataType.DT_FLOAT;
      case "string" -> DataType.DT_STRING;
      case "resource" -> DataType.DT_RESOURCE;
      case "variant" -> DataType.DT_VARIANT;
      default -> null;
    };
  }

  /** The output arguments of {@code op}, or null when the op is not in the table. */
  static List<Arg> outputArgs(String op) {
    return BY_OP.get(op);
  }

  /** A node's flat output types with the output argument name of each; null entries for unknown types. */
  record Outputs(List<DataType> types, List<String> argNames, List<Integer> argIndex) {}

  static Outputs outputs(NodeDef node, Map<String, AttrValue> attrs) {
    TfOpDef def = TfOpDefs.get(node.getOp());
    if (def != null) {
      return registryOutputs(def, attrs);
    }
    List<Arg> args = BY_OP.get(node.getOp());
    List<DataType> types = new ArrayList<>();
    List<String> names = new ArrayList<>();
    List<Integer> index = new ArrayList<>();
    if (args == null) {
      DataType t = null;
      for (String a : new String[] {"T", "dtype", "out_type", "DstT", "output_type", "Tout"}) {
        AttrValue v = attrs.get(a);
        if (v != null && v.hasType()) {
          t = v.getType();
          break;
        }
      }
      int n = 1;
      AttrValue shapes = attrs.get("_output_shapes");
      if (shapes != null && shapes.hasList() && shapes.getList().getShapeCount() > 1) {
        n = shapes.getList().getShapeCount();
      }
      for (int i = 0; i < n; i++) {
        types.add(t);
        names.add("output");
        index.add(i);
      }
      return new Outputs(types, names, index);
    }
    for (Arg a : args) {
      if (a.typeListAttr != null) {
        AttrValue v = attrs.get(a.typeListAttr);
        if (v != null) {
          int i = 0;
          for (int t : v.getList().getTypeValueList()) {
            types.add(ref(DataType.forNumber(t), a.ref));
            names.add(a.name);
            index.add(i++);
          }
        }
        continue;
      }
      DataType t = a.fixed;
      if (t == null) {
        AttrValue v = attrs.get(a.typeAttr);
        t = v != null && v.hasType() ? v.getType() : null;
        if (t == null && a.typeAttr.equals("out_idx")) {
          t = DataType.DT_INT32;
        }
        if (t == null && a.typeAttr.equals("U")) {
          t = DataType.DT_FLOAT;
        }
      }
      int n = 1;
      if (a.numberAttr != null) {
        AttrValue v = attrs.get(a.numberAttr);
        n = v == null ? 0 : (int) v.getI();
      }
      for (int i = 0; i < n; i++) {
        types.add(ref(t, a.ref));
        names.add(a.name);
        index.add(i);
      }
    }
    return new Outputs(types, names, index);
  }

  /**
   * The outputs of an op in TensorFlow's registry: each output argument's type from its fixed type,
   * its type attribute, or its type-list attribute, repeated by its number attribute; a node's
   * missing attribute takes the registry's default (graphs saved with strip_default_attrs).
   */
  private static Outputs registryOutputs(TfOpDef def, Map<String, AttrValue> attrs) {
    List<DataType> types = new ArrayList<>();
    List<String> names = new ArrayList<>();
    List<Integer> index = new ArrayList<>();
    for (TfOpDef.Arg a : def.outputs()) {
      if (!a.typeListAttr().isEmpty()) {
        AttrValue v = attrOrDefault(def, attrs, a.typeListAttr());
        if (v != null) {
          int i = 0;
          for (int t : v.getList().getTypeValueList()) {
            types.add(ref(DataType.forNumber(t), a.isRef()));
            names.add(a.name());
            index.add(i++);
          }
        }
        continue;
      }
      DataType t;
      if (a.type() != 0) {
        t = DataType.forNumber(a.type());
      } else {
        AttrValue v = attrOrDefault(def, attrs, a.typeAttr());
        t = v != null && v.getValueCase() == AttrValue.ValueCase.TYPE ? v.getType() : null;
      }
      int n = 1;
      if (!a.numberAttr().isEmpty()) {
        AttrValue v = attrOrDefault(def, attrs, a.numberAttr());
        n = v == null ? 0 : (int) v.getI();
      }
      for (int i = 0; i < n; i++) {
        types.add(ref(t, a.isRef()));
        names.add(a.name());
        index.add(i);
      }
    }
    return new Outputs(types, names, index);
  }

  /** The node's attribute {@code name}, else the registry's default for it, else null. */
  static AttrValue attrOrDefault(TfOpDef def, Map<String, AttrValue> attrs, String name) {
    AttrValue v = attrs.get(name);
    return v != null ? v : RegistryDefaults.defaultValue(def, name);
  }

  private static DataType ref(DataType t, boolean ref) {
    if (t == null || t == DataType.UNRECOGNIZED || !ref || t.getNumber() > 100) {
      return t;
    }
    DataType r = DataType.forNumber(t.getNumber() + 100);
    return r == null ? t : r;
  }
}
