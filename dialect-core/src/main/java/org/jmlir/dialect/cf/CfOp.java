package org.jmlir.dialect.cf;

/** The cf dialect's ops, for exhaustive switches. */
public sealed interface CfOp permits AssertOp, BranchOp, CondBranchOp, SwitchOp {}
