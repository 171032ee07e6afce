package org.jmlir.dialect.tf;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.OpSpec;

/**
 * An attribute of a registered tf op that TensorFlow does not store in MLIR because it follows from
 * the types of the op's operands or results (ODS's {@code TF_Derived*Attr}): {@code T} of
 * {@code tf.AddV2} is the element type of operand {@code x}; {@code N} of {@code tf.ConcatV2} is the
 * number of {@code values}. The GraphDef importer drops these for registered ops; the exporter
 * rebuilds them with {@link #values(Operation)} and {@link #kind()}.
 *
 * @param name the GraphDef attribute name ({@code "T"}, {@code "Tidx"}, {@code "dtype"}, ...)
 * @param kind what of the values the attribute holds
 * @param onResult whether {@code group} names a result group (else an operand group)
 * @param group the operand or result group's name in TensorFlow's op registration ({@code "x"})
 * @param groupIndex the group's index among the op's operand (or result) groups
 */
public record TfDerivedAttr(String name, Kind kind, boolean onResult, String group, int groupIndex) {
  /** How the attribute follows from the group's values. */
  public enum Kind {
    /** A DataType: the element type of the group's first value ({@code type} attr). */
    ELEMENT_TYPE,
    /** A list of DataTypes: the element type of each value of a variadic group ({@code list(type)}). */
    ELEMENT_TYPE_LIST,
    /** An int: the number of values in a variadic group ({@code N}, {@code num_split}). */
    SIZE,
    /** A TensorShape: the shape of the group's first value. */
    SHAPE,
    /** A list of TensorShapes: the shape of each value of a variadic group. */
    SHAPE_LIST,
    /** A DataType: the element type of the subtype of a resource value ({@code dtype} of VarHandleOp). */
    RESOURCE_ELEMENT_TYPE,
    /** A TensorShape: the shape of the subtype of a resource value ({@code shape} of VarHandleOp). */
    RESOURCE_SHAPE
  }

  /**
   * The values of {@link #group} in {@code op} (a registered tf op of the kind that declares this
   * attribute); their types give the attribute's value.
   */
  public List<? extends Value> values(Operation op) {
    OpSpec spec = op.def().extension(OpSpec.class);
    return onResult ? spec.resultGroup(op, groupIndex) : spec.operandGroup(op, groupIndex);
  }
}
