package org.jmlir.pdll;

import org.jmlir.ir.Operation;
import org.jmlir.pdll.interp.PdllNativeProvider;
import org.jmlir.pdll.interp.PdllNatives;

/** A native provider found through ServiceLoader, as a jar of natives on jopt's class path would be. */
public final class TestNatives implements PdllNativeProvider {
  @Override
  public void register(PdllNatives natives) {
    natives.constraint("HasOneResult", args -> ((Operation) args.get(0)).numResults() == 1);
    natives.rewrite("WrongResult", (rewriter, args) -> "not an IR object");
  }
}
