#!/bin/sh
# A worker that dies of SIGSEGV on its first request (for the MPI tests).
kill -SEGV $$
