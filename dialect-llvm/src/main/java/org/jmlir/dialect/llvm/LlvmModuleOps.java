package org.jmlir.dialect.llvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;

/**
 * Module-level llvm ops: {@code llvm.mlir.global_ctors} / {@code llvm.mlir.global_dtors} (MLIR 22's
 * {@code ctors = [@f], priorities = [0 : i32], data = [#llvm.zero]}), {@code llvm.module_flags [...]},
 * {@code llvm.mlir.alias} (a named alias of a constant address, its value computed by a region like a
 * global's initializer) and {@code llvm.dso_local_equivalent @f : !llvm.ptr}.
 */
public final class LlvmModuleOps {
  private LlvmModuleOps() {}

  private static final AttrConstraint LINKAGE =
      AttrConstraint.of("LLVM Linkage specification", a -> a instanceof LlvmKeywordAttr k && k.is(LlvmKeywordAttr.LINKAGE));

  private static OpDef structors(String name, String list) {
    return LlvmSpecs.op(name, LlvmOp::new)
        .attr(list, AttrConstraint.ARRAY)
        .attr("priorities", AttrConstraint.ARRAY)
        .attr("data", AttrConstraint.ARRAY)
        .format("`" + list + "` `=` $" + list + " `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict")
        .verifier(op -> verifyStructors(op, list))
        .build();
  }

  public static final OpDef GLOBAL_CTORS = structors("llvm.mlir.global_ctors", "ctors");
  public static final OpDef GLOBAL_DTORS = structors("llvm.mlir.global_dtors", "dtors");

  public static final OpDef MODULE_FLAGS =
      LlvmSpecs.op("llvm.module_flags", LlvmOp::new)
          .attr("flags", AttrConstraint.ARRAY)
          .format("$flags attr-dict")
          .verifier(LlvmModuleOps::verifyModuleFlags)
          .build();

  public static final OpDef DSO_LOCAL_EQUIVALENT =
      LlvmSpecs.op("llvm.dso_local_equivalent", LlvmOp::new)
          .attr("function_name", AttrConstraint.FLAT_SYMBOL_REF)
          .result("res", LlvmSpecs.POINTER)
          .traits(Trait.PURE)
          .format("$function_name attr-dict `:` qualified(type($res))")
          .verifier(LlvmModuleOps::verifyDsoLocalEquivalent)
          .build();

  private static final List<String> ALIAS_ELIDED =
      List.of("alias_type", "sym_name", "linkage", "thread_local_", "unnamed_addr", "visibility_");

  public static final OpDef ALIAS =
      LlvmSpecs.op("llvm.mlir.alias", LlvmOp::new)
          .attr("alias_type", LlvmSpecs.TYPE_ATTR)
          .attr("sym_name", AttrConstraint.STRING)
          .attr("linkage", LINKAGE)
          .optionalAttr("dso_local", AttrConstraint.UNIT)
          .optionalAttr("thread_local_", AttrConstraint.UNIT)
          .optionalAttr("unnamed_addr", LlvmEnums.UNNAMED_ADDR.constraint("unnamed_addr"))
          .defaultAttr("visibility_", LlvmEnums.VISIBILITY.constraint("visibility_"), ctx -> LlvmEnums.VISIBILITY.attr(ctx, 0))
          .region("initializer")
          .traits(Trait.SYMBOL, Trait.ISOLATED_FROM_ABOVE)
          .assembly(new AliasSyntax())
          .verifier(LlvmModuleOps::verifyAlias)
          .regionVerifier(LlvmModuleOps::verifyAliasInitializer)
          .build();

  private static final List<String> ALIAS_LINKAGES =
      List.of("external", "internal", "private", "weak", "weak_odr", "linkonce", "linkonce_odr", "available_externally");

  /** MLIR 22's AliasOp::verify: a type a global can hold, and a linkage LLVM allows on aliases. */
  private static boolean verifyAlias(Operation op) {
    if (!GlobalOp.validGlobalType(((TypeAttr) op.inherentAttr("alias_type")).value())) {
      return op.emitOpError("expects type to be a valid element type for an LLVM global alias").report();
    }
    String linkage = ((LlvmKeywordAttr) op.inherentAttr("linkage")).keyword();
    if (!ALIAS_LINKAGES.contains(linkage)) {
      return op.emitOpError(
              "'" + linkage + "' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally")
          .report();
    }
    return true;
  }

  /** MLIR 22's AliasOp::verifyRegions: the initializer returns a pointer and has no side effects. */
  private static boolean verifyAliasInitializer(Operation op) {
    if (op.region(0).isEmpty()) {
      return true;
    }
    org.jmlir.ir.Block body = op.region(0).front();
    Operation ret = body.terminator();
    if (ret == null || ret.numOperands() == 0 || !(ret.operand(0).type() instanceof LlvmPointerType)) {
      return op.emitOpError("initializer region must always return a pointer").report();
    }
    for (Operation o : body) {
      if (o != ret && !org.jmlir.ir.rewrite.SideEffects.isMemoryEffectFree(o)) {
        return o.emitError("ops with side effects are not allowed in alias initializers").report();
      }
    }
    return true;
  }

  /**
   * The properties of MLIR's AliasAnalysisOpInterface (access groups, alias and noalias scopes, TBAA
   * tags), for the memory intrinsics that carry them as properties.
   */
  static org.jmlir.ir.ods.OpSpec.Builder aliasAnalysis(org.jmlir.ir.ods.OpSpec.Builder b) {
    return b.optionalAttr("access_groups", AttrConstraint.ARRAY)
        .optionalAttr("alias_scopes", AttrConstraint.ARRAY)
        .optionalAttr("noalias_scopes", AttrConstraint.ARRAY)
        .optionalAttr("tbaa", AttrConstraint.ARRAY);
  }

  /**
   * The constraints MLIR 22 puts on the AliasAnalysisOpInterface properties (checked here for ops that
   * keep them in their attribute dictionary): arrays of #llvm.access_group / #llvm.alias_scope.
   */
  static boolean verifyAliasAnalysisAttrs(Operation op) {
    if (op.attr("access_groups") instanceof Attribute a && !arrayOf(a, "access_group")) {
      return op.emitOpError("attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array").report();
    }
    for (String name : List.of("alias_scopes", "noalias_scopes")) {
      if (op.attr(name) instanceof Attribute a && !arrayOf(a, "alias_scope")) {
        return op.emitOpError("attribute '" + name + "' failed to satisfy constraint: LLVM dialect alias scope array").report();
      }
    }
    return true;
  }

  private static boolean arrayOf(Attribute a, String mnemonic) {
    if (!(a instanceof ArrayAttr array)) {
      return false;
    }
    for (Attribute e : array.elements()) {
      if (!(e instanceof LlvmParamAttr p && p.is(mnemonic))) {
        return false;
      }
    }
    return true;
  }

  public static List<OpDef> all() {
    return List.of(GLOBAL_CTORS, GLOBAL_DTORS, MODULE_FLAGS, DSO_LOCAL_EQUIVALENT, ALIAS);
  }

  private static boolean verifyStructors(Operation op, String list) {
    ArrayAttr fns = (ArrayAttr) op.attr(list);
    ArrayAttr prios = (ArrayAttr) op.attr("priorities");
    ArrayAttr data = (ArrayAttr) op.attr("data");
    if (fns.size() != prios.size() || fns.size() != data.size()) {
      return op.emitError(list + ", priorities, and data must have the same number of elements").report();
    }
    for (Attribute a : fns.elements()) {
      if (!(a instanceof SymbolRefAttr ref)) {
        continue;
      }
      Operation target = SymbolTable.lookupNearestSymbolFrom(op, ref);
      if (target == null || !target.name().equals("llvm.func")) {
        return op.emitOpError("'" + ref.root() + "' does not reference a valid LLVM function").report();
      }
    }
    return true;
  }

  private static boolean verifyModuleFlags(Operation op) {
    for (Attribute a : ((ArrayAttr) op.attr("flags")).elements()) {
      if (!(a instanceof LlvmParamAttr f && f.is(LlvmParamAttr.MODULE_FLAG))) {
        return op.emitOpError("expected a module flag attribute").report();
      }
    }
    return true;
  }

  private static boolean verifyDsoLocalEquivalent(Operation op) {
    Operation target = SymbolTable.lookupNearestSymbolFrom(op, (SymbolRefAttr) op.attr("function_name"));
    if (target == null || !(target.name().equals("llvm.func") || target.name().equals("llvm.mlir.alias"))) {
      return op.emitOpError("must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'").report();
    }
    return true;
  }

  /** {@code llvm.mlir.alias <linkage> [visibility] [thread_local] [unnamed_addr] @name attrs : type region}, as mlir-opt 22. */
  private static final class AliasSyntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      MLIRContext ctx = p.context();
      List<NamedAttribute> props = new ArrayList<>();
      LlvmSpecs.parseGlobalHead(p, props);
      props.add(new NamedAttribute("sym_name", StringAttr.get(ctx, p.parseSymbolName())));
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      LlvmSpecs.splitAttrs(ALIAS, attrs, props, state);
      p.parseColon();
      props.add(new NamedAttribute("alias_type", TypeAttr.get(ctx, p.parseType())));
      Region init = state.addRegion();
      p.parseOptionalRegion(init, List.of(), false);
      state.properties = DictionaryAttr.get(ctx, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      LlvmOp a = (LlvmOp) op;
      LlvmSpecs.printGlobalHead(a, ((LlvmKeywordAttr) op.attr("linkage")).keyword(), p);
      p.printSymbolName(((StringAttr) op.attr("sym_name")).value());
      p.printOptionalAttrDict(LlvmSpecs.attrsAfterGlobalHead(op), ALIAS_ELIDED);
      p.print(" : ");
      p.printType(((TypeAttr) op.attr("alias_type")).value());
      if (!op.region(0).isEmpty()) {
        p.print(' ');
        p.printRegion(op.region(0), false, true, false);
      }
    }
  }
}
