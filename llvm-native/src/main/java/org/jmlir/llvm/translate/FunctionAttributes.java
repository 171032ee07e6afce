package org.jmlir.llvm.translate;

import static org.bytedeco.llvm.global.LLVM.*;

import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.UnitAttr;

/** llvm.func attributes that become LLVM function and parameter attributes. */
final class FunctionAttributes {
  private FunctionAttributes() {}

  /** Unit attributes of llvm.func that are LLVM function attributes of the same name. */
  private static final String[] UNIT_FN_ATTRS = {"no_inline", "always_inline", "no_unwind", "will_return",
      "optimize_none", "convergent", "cold", "hot", "noduplicate", "no_caller_saved_registers", "nocallback",
      "returns_twice", "minsize", "optsize", "save_reg_params", "nobuiltin", "noreturn"};

  static void apply(LLVMContextRef ctx, LLVMValueRef fn, Operation op) {
    for (String a : UNIT_FN_ATTRS) {
      if (op.attr(a) instanceof UnitAttr) {
        enumAttr(ctx, fn, LLVMAttributeFunctionIndex, a.replace("_", ""));
      }
    }
    if (op.attr("passthrough") instanceof ArrayAttr pass) {
      for (Attribute a : pass.elements()) {
        if (a instanceof StringAttr s) {
          if (!enumAttr(ctx, fn, LLVMAttributeFunctionIndex, s.value())) {
            stringAttr(ctx, fn, LLVMAttributeFunctionIndex, s.value(), "");
          }
        } else if (a instanceof ArrayAttr kv && kv.size() == 2 && kv.get(0) instanceof StringAttr k
            && kv.get(1) instanceof StringAttr v) {
          stringAttr(ctx, fn, LLVMAttributeFunctionIndex, k.value(), v.value());
        }
      }
    }
    if (op.attr("arg_attrs") instanceof ArrayAttr args) {
      for (int i = 0; i < args.size(); i++) {
        if (args.get(i) instanceof DictionaryAttr d) {
          for (NamedAttribute na : d.entries()) {
            String name = na.name();
            if (name.startsWith("llvm.") && na.value() instanceof UnitAttr) {
              enumAttr(ctx, fn, i + 1, name.substring(5));
            }
          }
        }
      }
    }
  }

  private static boolean enumAttr(LLVMContextRef ctx, LLVMValueRef fn, int index, String name) {
    int kind = LLVMGetEnumAttributeKindForName(name, name.length());
    if (kind == 0) {
      return false;
    }
    LLVMAddAttributeAtIndex(fn, index, LLVMCreateEnumAttribute(ctx, kind, 0));
    return true;
  }

  private static void stringAttr(LLVMContextRef ctx, LLVMValueRef fn, int index, String key, String value) {
    LLVMAddAttributeAtIndex(fn, index, LLVMCreateStringAttribute(ctx, key, key.length(), value, value.length()));
  }
}
