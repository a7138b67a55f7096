// Module placeholder; real files arrive with their issue.
