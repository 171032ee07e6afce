package org.jmlir.llvm;

import static org.bytedeco.llvm.global.LLVM.*;

import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMTargetMachineRef;
import org.bytedeco.llvm.LLVM.LLVMTargetRef;
import org.jmlir.dialect.llvm.transforms.TargetDataLayoutSource;

/**
 * The data layout of LLVM's target machine for a triple, CPU and features ({@code
 * llvm-target-to-data-layout}'s service). The layout is read back through a scratch module, with the C
 * calls the JIT already binds; only the native target is initialised, so other triples have none.
 */
public final class TargetMachineDataLayouts implements TargetDataLayoutSource {
  @Override
  public String layout(String triple, String cpu, String features) {
    Llvm.ensureInitialized();
    LLVMTargetRef target = new LLVMTargetRef();
    BytePointer err = new BytePointer();
    if (LLVMGetTargetFromTriple(new BytePointer(triple), target, err) != 0) {
      Llvm.takeMessage(err);
      return null;
    }
    LLVMTargetMachineRef tm =
        LLVMCreateTargetMachine(target, triple, cpu, features, LLVMCodeGenLevelDefault, LLVMRelocDefault, LLVMCodeModelDefault);
    if (tm == null || tm.isNull()) {
      return null;
    }
    LLVMContextRef ctx = LLVMContextCreate();
    try {
      LLVMModuleRef m = LLVMModuleCreateWithNameInContext("layout", ctx);
      var data = LLVMCreateTargetDataLayout(tm);
      LLVMSetModuleDataLayout(m, data);
      LLVMDisposeTargetData(data);
      String layout = LLVMGetDataLayoutStr(m).getString();
      LLVMDisposeModule(m);
      return layout;
    } finally {
      LLVMContextDispose(ctx);
      LLVMDisposeTargetMachine(tm);
    }
  }
}
