package org.jmlir.dialect.func;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.interfaces.CallableOpInterface;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.format.FormatProgram;
import org.jmlir.ir.parse.Argument;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/**
 * {@code func.func}: a function, {@code func.func private @f(%arg0: i32 {attrs}) -> (i32 {attrs})
 * attributes {...} { ... }}; a declaration has no body.
 */
public final class FuncOp extends Operation implements FuncDialectOp {
  static final List<String> VISIBILITIES = List.of("public", "private", "nested");

  public static final OpDef DEF =
      OpSpec.define("func.func", FuncOp::new)
          .attr("sym_name", AttrConstraint.SYMBOL_NAME)
          .attr("function_type", AttrConstraint.FUNCTION_TYPE)
          .optionalAttr("sym_visibility", AttrConstraint.STRING)
          .optionalAttr("arg_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .optionalAttr("res_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .optionalAttr("no_inline", AttrConstraint.UNIT)
          .region("body")
          .traits(
              Trait.AFFINE_SCOPE,
              Trait.AUTOMATIC_ALLOCATION_SCOPE,
              Trait.FUNCTION_LIKE,
              Trait.ISOLATED_FROM_ABOVE,
              Trait.CALLABLE,
              Trait.SYMBOL)
          .addInterface(
              CallableOpInterface.class,
              new CallableOpInterface() {
                @Override
                public Region callableRegion(Operation callable) {
                  return ((FuncOp) callable).isExternal() ? null : callable.region(0);
                }

                @Override
                public List<Type> resultTypes(Operation callable) {
                  FunctionType t = ((FuncOp) callable).functionType();
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
          .assembly(new Syntax())
          .verifier(FuncOp::verify)
          .defaultDialect("func")
          .build();

  private FuncOp() {}

  /** The function's name, or null on an op that does not verify. */
  public String symName() {
    return inherentAttr("sym_name") instanceof StringAttr s ? s.value() : null;
  }

  /** The signature, or null on an op that does not verify. */
  public FunctionType functionType() {
    return inherentAttr("function_type") instanceof TypeAttr t && t.value() instanceof FunctionType f ? f : null;
  }

  /** Whether this is a declaration (no body). */
  public boolean isExternal() {
    return region(0).isEmpty();
  }

  private static boolean dialectAttrsOnly(Attribute perValue) {
    if (perValue instanceof ArrayAttr a) {
      for (Attribute d : a.elements()) {
        if (d instanceof DictionaryAttr dict) {
          for (NamedAttribute n : dict.entries()) {
            if (n.name().indexOf('.') < 0) {
              return false;
            }
          }
        }
      }
    }
    return true;
  }

  private static boolean verify(Operation op) {
    FuncOp f = (FuncOp) op;
    FunctionType type = f.functionType();
    Attribute argAttrs = op.inherentAttr("arg_attrs");
    if (argAttrs instanceof ArrayAttr a && a.size() != type.inputs().size()) {
      return op.emitOpError(
              "expects argument attribute array to have the same number of elements as the number of function"
                  + " arguments, got "
                  + a.size()
                  + ", but expected "
                  + type.inputs().size())
          .report();
    }
    Attribute resAttrs = op.inherentAttr("res_attrs");
    if (resAttrs instanceof ArrayAttr a && a.size() != type.results().size()) {
      return op.emitOpError(
              "expects result attribute array to have the same number of elements as the number of function"
                  + " results, got "
                  + a.size()
                  + ", but expected "
                  + type.results().size())
          .report();
    }
    // FunctionOpInterface's verifyTrait: argument and result attributes must be dialect attributes
    // (a name with a dialect prefix).
    if (!dialectAttrsOnly(argAttrs)) {
      return op.emitOpError("arguments may only have dialect attributes").report();
    }
    if (!dialectAttrsOnly(resAttrs)) {
      return op.emitOpError("results may only have dialect attributes").report();
    }
    if (!f.isExternal()) {
      Block entry = op.region(0).front();
      List<Type> inputs = type.inputs();
      if (entry.numArguments() != inputs.size()) {
        return op.emitOpError("entry block must have " + inputs.size() + " arguments to match function signature")
            .report();
      }
      for (int i = 0; i < inputs.size(); i++) {
        Type actual = entry.argument(i).type();
        if (actual != inputs.get(i)) {
          return op.emitOpError(
                  "type of entry block argument #"
                      + i
                      + "('"
                      + Texts.type(actual)
                      + "') must match the type of the corresponding argument in function signature('"
                      + Texts.type(inputs.get(i))
                      + "')")
              .report();
        }
      }
    }
    // The Symbol trait checks the visibility's value; the declaration rule needs to know what a
    // declaration is, so it lives here (SymbolOpInterface::verify with FunctionOpInterface's isDeclaration).
    Attribute vis = op.inherentAttr("sym_visibility");
    if (f.isExternal() && (vis == null || ((StringAttr) vis).value().equals("public"))) {
      return op.emitOpError("symbol declaration cannot have public visibility").report();
    }
    return true;
  }

  /** The hand-written syntax (MLIR's function_interface_impl parse/print). */
  private static final class Syntax implements OpDef.Assembly {
    private static final List<String> INFERRED = List.of("sym_visibility", "sym_name", "function_type");
    private static final List<String> ELIDED = List.of("sym_visibility", "function_type", "arg_attrs", "res_attrs", "sym_name");

    @Override
    public void parse(OpAsmParser p, OperationState state) {
      var ctx = p.context();
      List<NamedAttribute> props = new ArrayList<>();
      String vis = p.parseOptionalKeyword(VISIBILITIES);
      if (vis != null) {
        props.add(new NamedAttribute("sym_visibility", StringAttr.get(ctx, vis)));
      }
      props.add(new NamedAttribute("sym_name", StringAttr.get(ctx, p.parseSymbolName())));

      List<Argument> args = new ArrayList<>();
      boolean[] named = {FunctionSyntax.parseArgumentList(p, args)};
      List<Type> results = new ArrayList<>();
      List<DictionaryAttr> resultAttrs = new ArrayList<>();
      if (p.parseOptionalArrow()) {
        FunctionSyntax.parseResultList(p, results, resultAttrs);
      }
      List<Type> inputs = new ArrayList<>(args.size());
      for (Argument a : args) {
        inputs.add(a.type());
      }
      props.add(new NamedAttribute("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, inputs, results))));

      int dictOffset = p.currentOffset();
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDictWithKeyword(attrs);
      for (NamedAttribute a : attrs) {
        if (INFERRED.contains(a.name())) {
          throw p.emitError(
              dictOffset,
              "'" + a.name() + "' is an inferred attribute and should not be specified in the explicit attribute dictionary");
        }
      }
      for (NamedAttribute a : attrs) {
        if (DEF.isInherentAttr(a.name())) {
          props.add(a);
        } else {
          state.attributes.add(a);
        }
      }
      FunctionSyntax.addAttrArray(props, "arg_attrs", FunctionSyntax.argAttrs(args, ctx), ctx);
      FunctionSyntax.addAttrArray(props, "res_attrs", resultAttrs, ctx);
      state.properties = DictionaryAttr.get(ctx, props);

      Region body = state.addRegion();
      int bodyOffset = p.currentOffset();
      // mlir-opt also lets unnamed arguments define the entry block (`@f(i32) {...}`); that needs
      // OpAsmParser.parseRegion to accept arguments without an SSA name, which it does not yet.
      List<Argument> entryArgs = named[0] ? args : List.of();
      if (p.parseOptionalRegion(body, entryArgs, false) && body.isEmpty()) {
        throw p.emitError(bodyOffset, "expected non-empty function body");
      }
    }

    /** Adds {@code name = [dicts]} only when some dictionary is non-empty (addArgAndResultAttrs). */
    @Override
    public void print(Operation op, OpAsmPrinter p) {
      FuncOp f = (FuncOp) op;
      p.print(' ');
      if (op.inherentAttr("sym_visibility") instanceof StringAttr vis) {
        p.print(vis.value()).print(' ');
      }
      p.printSymbolName(f.symName());
      FunctionType type = f.functionType();
      boolean external = f.isExternal();
      p.print('(');
      FunctionSyntax.printArguments(op, p, type.inputs(), external);
      p.print(')');
      FunctionSyntax.printResults(op, p, type.results());
      p.printOptionalAttrDictWithKeyword(FormatProgram.attrDictionary(op), ELIDED);
      if (!external) {
        p.print(' ');
        p.printRegion(op.region(0), false, true, false);
      }
    }
  }
}
