package org.jmlir.dialect.nvvm;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/** The nvvm dialect (MLIR 22's NVVMOps.td): NVIDIA's special registers, barriers and intrinsics. */
public final class NvvmDialect extends Dialect {
  public static final String NAMESPACE = "nvvm";

  public NvvmDialect() {
    super(NAMESPACE);
    // MLIR 22's NVVMInlinerInterface: every nvvm op may be inlined (calls of device functions that
    // read special registers disappear under -inline).
    addInterface(org.jmlir.ir.interfaces.DialectInlinerInterface.class, new org.jmlir.ir.interfaces.DialectInlinerInterface() {
      @Override
      public boolean isLegalToInline(Operation op, org.jmlir.ir.Region dest, boolean wouldBeCloned, org.jmlir.ir.IRMapping mapping) {
        return true;
      }
    });
  }

  @Override
  public List<OpDef> operations() {
    return NvvmOps.ALL;
  }

  private static final List<String> DIM_ARRAYS = List.of("nvvm.maxntid", "nvvm.reqntid", "nvvm.cluster_dim");
  private static final List<String> INT_CONSTANTS = List.of("nvvm.minctasm", "nvvm.maxnreg", "nvvm.cluster_max_blocks");

  /** MLIR 22's checks of the kernel attributes that nvvm attaches to functions. */
  @Override
  public boolean verifyOperationAttribute(Operation op, NamedAttribute attr) {
    String name = attr.name();
    Attribute value = attr.value();
    if (name.equals("nvvm.kernel") && !op.name().equals("llvm.func")) {
      return op.emitError("'nvvm.kernel' attribute attached to unexpected op").report();
    }
    if (DIM_ARRAYS.contains(name)
        && !(value instanceof DenseArrayAttr d
            && d.elementType() instanceof IntegerType t && t.width() == 32 && d.size() > 0 && d.size() <= 3)) {
      return op.emitError("'\"" + name + "\"' attribute must be integer array with maximum 3 index").report();
    }
    if (INT_CONSTANTS.contains(name) && !(value instanceof IntegerAttr)) {
      return op.emitError("'\"" + name + "\"' attribute must be integer constant").report();
    }
    return true;
  }

  /** {@code nvvm.grid_constant} on a kernel argument: a unit attribute on an {@code llvm.byval} argument. */
  @Override
  public boolean verifyRegionArgAttribute(Operation op, int regionIndex, int argIndex, NamedAttribute attr) {
    if (!attr.name().equals("nvvm.grid_constant")) {
      return true;
    }
    String quoted = "'\"nvvm.grid_constant\"'";
    if (op.attributes().get("nvvm.kernel") == null) {
      return op.emitError(quoted + " attribute must be present only on kernel arguments").report();
    }
    if (!(attr.value() instanceof UnitAttr)) {
      return op.emitError(quoted + " must be a unit attribute").report();
    }
    boolean byval = op.inherentAttr("arg_attrs") instanceof ArrayAttr args
        && args.get(argIndex) instanceof DictionaryAttr d && d.get("llvm.byval") != null;
    return byval || op.emitError(quoted + " attribute requires the argument to also have attribute 'llvm.byval'").report();
  }

  @Override
  public Attribute parseAttribute(DialectAsmParser parser, Type type) {
    int offset = parser.currentOffset();
    String mnemonic = parser.parseOptionalKeyword();
    if ("shape".equals(mnemonic)) {
      return NvvmMmaShapeAttr.parse(parser, true);
    }
    if ("ld_st_matrix_shape".equals(mnemonic)) {
      return NvvmMmaShapeAttr.parse(parser, false);
    }
    if ("target".equals(mnemonic)) {
      return NvvmTargetAttr.parse(parser);
    }
    NvvmEnumAttr.Kind kind = mnemonic == null ? null : NvvmEnumAttr.Kind.of(mnemonic);
    if (kind != null && kind.pretty) {
      parser.parseLess();
      NvvmEnumAttr e = NvvmEnumAttr.parseCase(parser, kind);
      parser.parseGreater();
      return e;
    }
    if (kind != null) {
      return NvvmEnumAttr.parseCase(parser, kind);
    }
    throw parser.emitError(offset, "unknown attribute `" + mnemonic + "` in dialect `nvvm`");
  }
}
