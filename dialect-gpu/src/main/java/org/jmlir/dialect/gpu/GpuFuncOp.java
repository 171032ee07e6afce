package org.jmlir.dialect.gpu;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.func.FunctionSyntax;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.interfaces.CallableOpInterface;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.format.FormatProgram;
import org.jmlir.ir.parse.Argument;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code gpu.func @f(%a: T) -> R workgroup(%w : M) private(%p : M) kernel attributes {...} {...}}: a
 * function run by every thread of a launch; a kernel when marked {@code kernel}.
 */
public final class GpuFuncOp extends Operation {
  /** The discardable attribute counting the workgroup attributions. */
  public static final String NUM_WORKGROUP = "workgroup_attributions";

  /** DenseI32ArrayAttr with three elements (GPU_OptionalDimSizeHintAttr). */
  static final AttrConstraint DIM_SIZE_HINT =
      AttrConstraint.of(
          "i32 dense array attribute with 3 elements (if present)",
          a -> a instanceof DenseArrayAttr d && d.elementType() instanceof IntegerType t && t.width() == 32 && d.size() == 3);

  public static final OpDef DEF =
      OpSpec.define("gpu.func", GpuFuncOp::new)
          .attr("function_type", AttrConstraint.FUNCTION_TYPE)
          .optionalAttr("arg_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .optionalAttr("res_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .optionalAttr("workgroup_attrib_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .optionalAttr("private_attrib_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .optionalAttr("known_block_size", DIM_SIZE_HINT)
          .optionalAttr("known_grid_size", DIM_SIZE_HINT)
          .region("body")
          .traits(
              Trait.AFFINE_SCOPE,
              Trait.AUTOMATIC_ALLOCATION_SCOPE,
              Trait.FUNCTION_LIKE,
              Trait.ISOLATED_FROM_ABOVE,
              Trait.SYMBOL,
              Trait.CALLABLE)
          .addInterface(
              CallableOpInterface.class,
              new CallableOpInterface() {
                @Override
                public Region callableRegion(Operation callable) {
                  return callable.region(0);
                }

                @Override
                public List<Type> resultTypes(Operation callable) {
                  FunctionType t = ((GpuFuncOp) callable).functionType();
                  return t == null ? List.of() : t.results();
                }

                @Override
                public ArrayAttr argAttrs(Operation callable) {
                  return callable.inherentAttr("arg_attrs") instanceof ArrayAttr a ? a : null;
                }

                @Override
                public ArrayAttr resAttrs(Operation callable) {
                  return callable.inherentAttr("res_attrs") instanceof ArrayAttr a ? a : null;
                }
              })
          .hasParent("gpu.module")
          .assembly(new Syntax())
          .verifier(GpuFuncOp::verify)
          .build();

  private GpuFuncOp() {}

  public String symName() {
    return attr("sym_name") instanceof StringAttr s ? s.value() : null;
  }

  public FunctionType functionType() {
    return inherentAttr("function_type") instanceof TypeAttr t && t.value() instanceof FunctionType f ? f : null;
  }

  public boolean isKernel() {
    return attr(GpuDialect.KERNEL_ATTR) instanceof UnitAttr;
  }

  public int numWorkgroupAttributions() {
    return attr(NUM_WORKGROUP) instanceof IntegerAttr i ? i.value().intValue() : 0;
  }

  /** The entry-block arguments that are workgroup buffers. */
  public List<BlockArgument> workgroupAttributions() {
    int start = functionType().inputs().size();
    return region(0).front().arguments().subList(start, start + numWorkgroupAttributions());
  }

  /** The entry-block arguments that are private buffers. */
  public List<BlockArgument> privateAttributions() {
    List<BlockArgument> args = region(0).front().arguments();
    return args.subList(functionType().inputs().size() + numWorkgroupAttributions(), args.size());
  }

  private static boolean verify(Operation op) {
    GpuFuncOp f = (GpuFuncOp) op;
    if (!(op.attr("sym_name") instanceof StringAttr)) {
      return op.emitOpError("requires string attribute 'sym_name'").report();
    }
    FunctionType type = f.functionType();
    if (f.isKernel() && !type.results().isEmpty()) {
      return op.emitOpError("expected void return type for kernel function").report();
    }
    if (op.region(0).isEmpty()) {
      return op.emitOpError("expected body with at least one block").report();
    }
    Block entry = op.region(0).front();
    int inputs = type.inputs().size();
    int needed = inputs + f.numWorkgroupAttributions();
    if (entry.numArguments() < needed) {
      return op.emitOpError("expected at least " + needed + " arguments to body region").report();
    }
    for (int i = 0; i < inputs; i++) {
      Type actual = entry.argument(i).type();
      if (actual != type.inputs().get(i)) {
        return op.emitOpError(
                "expected body region argument #" + i + " to be of type " + Texts.type(type.inputs().get(i)) + ", got "
                    + Texts.type(actual))
            .report();
      }
    }
    return Attributions.verify(op, f.workgroupAttributions(), 1) && Attributions.verify(op, f.privateAttributions(), 2);
  }

  /** MLIR's GPUFuncOp::parse/print. */
  private static final class Syntax implements OpDef.Assembly {
    private static final List<String> ELIDED =
        List.of(
            "sym_name",
            NUM_WORKGROUP,
            GpuDialect.KERNEL_ATTR,
            "function_type",
            "arg_attrs",
            "res_attrs",
            "workgroup_attrib_attrs",
            "private_attrib_attrs");

    @Override
    public void parse(OpAsmParser p, OperationState state) {
      var ctx = p.context();
      List<NamedAttribute> props = new ArrayList<>();
      state.attributes.add(new NamedAttribute("sym_name", StringAttr.get(ctx, p.parseSymbolName())));
      List<Argument> args = p.parseArgumentList(org.jmlir.ir.parse.Delimiter.PAREN, true, true);
      List<Type> results = new ArrayList<>();
      List<DictionaryAttr> resultAttrs = new ArrayList<>();
      if (p.parseOptionalArrow()) {
        FunctionSyntax.parseResultList(p, results, resultAttrs);
      }
      List<Type> inputs = new ArrayList<>();
      for (Argument a : args) {
        inputs.add(a.type());
      }
      props.add(new NamedAttribute("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, inputs, results))));
      FunctionSyntax.addAttrArray(props, "arg_attrs", FunctionSyntax.argAttrs(args, ctx), ctx);
      FunctionSyntax.addAttrArray(props, "res_attrs", resultAttrs, ctx);

      List<Argument> entryArgs = new ArrayList<>(args);
      List<Argument> workgroup = new ArrayList<>();
      Attributions.parse(p, "workgroup", workgroup);
      List<Argument> priv = new ArrayList<>();
      Attributions.parse(p, "private", priv);
      entryArgs.addAll(workgroup);
      entryArgs.addAll(priv);
      state.attributes.add(
          new NamedAttribute(NUM_WORKGROUP, IntegerAttr.get(ctx, IntegerType.get(ctx, 64), workgroup.size())));
      ArrayAttr wa = Attributions.attrs(ctx, workgroup);
      if (wa != null) {
        props.add(new NamedAttribute("workgroup_attrib_attrs", wa));
      }
      ArrayAttr pa = Attributions.attrs(ctx, priv);
      if (pa != null) {
        props.add(new NamedAttribute("private_attrib_attrs", pa));
      }
      if (p.parseOptionalKeyword("kernel")) {
        state.attributes.add(new NamedAttribute(GpuDialect.KERNEL_ATTR, UnitAttr.get(ctx)));
      }
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDictWithKeyword(attrs);
      for (NamedAttribute a : attrs) {
        if (DEF.isInherentAttr(a.name())) {
          props.add(a);
        } else {
          state.attributes.add(a);
        }
      }
      state.properties = DictionaryAttr.get(ctx, props);
      p.parseRegion(state.addRegion(), entryArgs, false);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      GpuFuncOp f = (GpuFuncOp) op;
      p.print(' ');
      p.printSymbolName(f.symName());
      FunctionType type = f.functionType();
      p.print('(');
      FunctionSyntax.printArguments(op, p, type.inputs(), false);
      p.print(')');
      FunctionSyntax.printResults(op, p, type.results());
      Attributions.print(p, "workgroup", f.workgroupAttributions(), Attributions.attrArray(op, "workgroup_attrib_attrs"));
      Attributions.print(p, "private", f.privateAttributions(), Attributions.attrArray(op, "private_attrib_attrs"));
      if (f.isKernel()) {
        p.print(" kernel");
      }
      p.printOptionalAttrDictWithKeyword(FormatProgram.attrDictionary(op), ELIDED);
      p.print(' ');
      p.printRegion(op.region(0), false, true, false);
    }
  }
}
