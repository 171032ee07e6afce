package org.jmlir.ir.transforms;

import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/** {@code strip-debuginfo}: replaces every op and block-argument location with {@code loc(unknown)}. */
public final class StripDebugInfo extends Pass {
  public StripDebugInfo(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "strip-debuginfo";
  }

  @Override
  public String summary() {
    return "Strip debug info from all operations";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    UnknownLoc unknown = UnknownLoc.get(root.context());
    root.walk(
        op -> {
          op.setLocation(unknown);
          for (Region r : op.regions()) {
            for (Block b : r.blocks()) {
              for (BlockArgument a : b.arguments()) {
                a.setLocation(unknown);
              }
            }
          }
        });
  }
}
