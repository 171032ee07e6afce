#!/usr/bin/env python3
"""Runs a command and reports its CPU time per thread (utime + stime from /proc, sampled every 50 ms
until it exits), grouped by thread name (the JIT's C1/C2 compiler threads summed), with its wall
time and peak RSS. On a loaded machine a thread's CPU time says more than wall time, which measures
the run queue as much as the tool: jopt's main thread carries parsing and printing, "VM Thread" the
serial GC's pauses, C2 the JIT. Linux only.
Usage: thread-cpu.py LABEL COMMAND [ARGS...]   (stdout and stderr of COMMAND are discarded)"""
import collections
import os
import subprocess
import sys
import time

label, cmd = sys.argv[1], sys.argv[2:]
start = time.time()
proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
hz = os.sysconf("SC_CLK_TCK")
last = {}
peak = 0
while proc.poll() is None:
    try:
        for tid in os.listdir(f"/proc/{proc.pid}/task"):
            try:
                stat = open(f"/proc/{proc.pid}/task/{tid}/stat").read()
            except OSError:
                continue
            name = stat[stat.index("(") + 1:stat.rindex(")")]
            fields = stat[stat.rindex(")") + 2:].split()
            last[tid] = (name, (int(fields[11]) + int(fields[12])) / hz)
        for line in open(f"/proc/{proc.pid}/status"):
            if line.startswith("VmHWM"):
                peak = int(line.split()[1]) // 1024
    except OSError:
        pass
    time.sleep(0.05)
wall = time.time() - start
byname = collections.Counter()
for name, cpu in last.values():
    byname["C2" if name.startswith("C2") else "C1" if name.startswith("C1") else name] += cpu
load = open("/proc/loadavg").read().split()[0]
print(f"{label}: exit {proc.returncode}, wall {wall:.2f} s, cpu {sum(byname.values()):.2f} s | "
      + " ".join(f"{k}={v:.2f}" for k, v in byname.most_common(8)) + f" | peak RSS {peak} MiB, load {load}")
