/**
 * The commands and options the pages may tell a reader to run: gSharp's `gsharpctl` (as its reference on the gSharp
 * Server overview and the migration pages document it), Tideline's staff tool `tlctl`, GDAL's `ogr2ogr`, and the
 * PowerShell cmdlets the runbooks use. A command line on a page that uses a command or option missing here is
 * reported by ./commands.ts: a writer adding a real option adds it here in the same change, so an invented one
 * (`context import --output-suffix`) cannot slip through. Options are listed without their values.
 */

export interface ToolManifest {
  /** Commands (one or more words after the tool's name) and the options each takes. */
  commands: Readonly<Record<string, readonly string[]>>;
  /** Options every command takes. */
  globalOptions: readonly string[];
  /** Whether the tool is run without a command word (ogr2ogr, a cmdlet): its options are checked directly. */
  commandless?: boolean;
}

const gsharpctl: ToolManifest = {
  globalOptions: ['--server', '--help'],
  commands: {
    status: [],
    'config test-historian': ['--read', '--write'],
    'config set-secret': [],
    'assembly list': [],
    'assembly deploy': [],
    'assembly activate': [],
    'context list': ['--assembly'],
    'context enable': ['--all', '--assembly'],
    'context disable': ['--all', '--assembly'],
    'context export': ['--assembly', '--out'],
    'context import': ['--mode', '--set', '--map-path', '--map-tags', '--dry-run'],
    recalc: ['--context', '--start', '--end'],
    'ace import': [
      '--assembly',
      '--map-class',
      '--map-path',
      '--map-tags',
      '--output-suffix',
      '--disabled',
      '--report',
      '--only-failed',
    ],
    'diagnostics collect': ['--days', '--out'],
  },
};

const tlctl: ToolManifest = {
  globalOptions: ['--help'],
  commands: {
    'af import': ['--tenant', '--file', '--mode'],
    'api client create': ['--tenant', '--name', '--scopes', '--secret-expiry', '--class'],
    'api client rotate': ['--name'],
    'api client revoke': ['--name', '--reason'],
    'api client limits': ['--name', '--burst'],
    'calc bind': ['--tenant', '--assembly', '--template'],
    'calc recalc': ['--tenant', '--assembly', '--start', '--end', '--elements'],
    'calc status': ['--tenant', '--all', '--errors'],
    'dashboards copy': ['--from', '--to'],
    'dashboards install': ['--tenant', '--application'],
    'devices push-licence': ['--tenant'],
    'devices revoke': ['--serial', '--reason'],
    'flow status': ['--tenant', '--all', '--stale-only'],
    'ingest expected-sources': ['--tenant', '--file'],
    'ingest files': ['--tenant', '--device', '--since'],
    'ingest reprocess': ['--tenant', '--source', '--state', '--since'],
    'ingest stats': ['--tenant', '--by', '--start', '--end'],
    'ingest status': ['--tenant', '--watch'],
    'ingest watch': ['--tenant', '--source'],
    'maps rollback': ['--tenant', '--layer'],
    'maps style': ['--tenant', '--preset'],
    'maps upload': ['--tenant', '--layer'],
    'migrate check-map': ['--from', '--to', '--map'],
    'migrate export': ['--tenant', '--map', '--start', '--end', '--out'],
    'migrate load': ['--tenant', '--in', '--mode', '--rate'],
    'migrate verify': ['--tenant', '--manifest', '--tolerance'],
    'notify create': ['--tenant', '--name', '--from-template'],
    'notify disable': ['--tenant', '--name'],
    'notify edit': ['--tenant', '--name'],
    'notify enable': ['--tenant', '--name'],
    'notify list': ['--tenant'],
    'notify log': ['--tenant', '--since'],
    'notify preview': ['--tenant', '--name', '--start', '--end', '--out'],
    'notify send-now': ['--tenant', '--name', '--to'],
    'notify unsuppress': ['--tenant', '--address'],
    'points create': ['--tenant', '--file', '--dry-run'],
    'points list': ['--tenant', '--format'],
    'points recorded': ['--tenant', '--tag', '--start', '--end', '--tail'],
    'secrets put': ['--tenant', '--name', '--from-secure-link'],
    'sftp create': ['--tenant', '--name', '--key', '--allow-ips'],
    'slo report': ['--month', '--out'],
    'sso apply': ['--file'],
    'status incident': [
      '--component',
      '--message-file',
      '--notify',
      '--severity',
      '--started',
      '--state',
      '--tenants',
      '--title',
    ],
    'tenant activate': [],
    'tenant branding': ['--logo-dark', '--logo-light', '--primary'],
    'tenant create': ['--file'],
    'tenant status': ['--follow'],
    'time resolve': ['--tenant'],
    'users invite': ['--tenant', '--role'],
    'weather backfill': ['--tenant', '--feeds', '--start', '--end'],
    'weather map': ['--tenant', '--file'],
    'weather status': ['--tenant'],
  },
};

/** GDAL 3.6's ogr2ogr options the pages use; see https://gdal.org/programs/ogr2ogr.html for the rest. */
const ogr2ogr: ToolManifest = {
  commandless: true,
  globalOptions: [
    '-f',
    '-of',
    '-s_srs',
    '-t_srs',
    '-a_srs',
    '-lco',
    '-dsco',
    '-oo',
    '-sql',
    '-dialect',
    '-where',
    '-select',
    '-nln',
    '-nlt',
    '-overwrite',
    '-append',
    '-skipfailures',
    '-progress',
  ],
  commands: {},
};

/** PowerShell cmdlets and the parameters the runbooks pass them (Windows PowerShell 5.1 and the modules named). */
const cmdlets: Readonly<Record<string, readonly string[]>> = {
  'Add-ADGroupMember': ['-Identity', '-Members'],
  'Add-KdsRootKey': ['-EffectiveImmediately', '-EffectiveTime'],
  'Add-LocalGroupMember': ['-Group', '-Member'],
  'ConvertFrom-Json': [],
  'Copy-Item': ['-Path', '-Destination', '-Recurse', '-Force'],
  'Format-List': ['-Property'],
  'Get-ADServiceAccount': ['-Identity', '-Properties'],
  'Get-AuthenticodeSignature': ['-FilePath'],
  'Get-ChildItem': ['-Path', '-Filter', '-Recurse'],
  'Get-CimInstance': ['-ClassName', '-Filter'],
  'Get-Content': ['-Path', '-Raw', '-Tail', '-Wait'],
  'Get-FileHash': ['-Path', '-Algorithm'],
  'Get-NetFirewallRule': ['-DisplayName', '-Name'],
  'Get-Service': ['-Name'],
  'Get-WinEvent': ['-LogName', '-MaxEvents', '-FilterHashtable'],
  'Get-WindowsUpdate': ['-MicrosoftUpdate', '-NotKBArticleID', '-KBArticleID'],
  'Install-ADServiceAccount': ['-Identity'],
  'Install-WindowsFeature': ['-Name', '-IncludeManagementTools'],
  'Install-WindowsUpdate': [
    '-MicrosoftUpdate',
    '-NotKBArticleID',
    '-KBArticleID',
    '-AcceptAll',
    '-AutoReboot',
    '-IgnoreReboot',
  ],
  'Invoke-TlSnapshot': ['-Ring', '-Label'],
  'Invoke-WebRequest': ['-Uri', '-UseBasicParsing', '-Method', '-Headers'],
  'New-ADGroup': ['-Name', '-GroupScope', '-GroupCategory', '-Path'],
  'New-ADServiceAccount': [
    '-Name',
    '-DNSHostName',
    '-PrincipalsAllowedToRetrieveManagedPassword',
    '-ManagedPasswordIntervalInDays',
  ],
  'Out-Null': [],
  'Restart-Computer': ['-Force'],
  'Restart-Service': ['-Name', '-Force'],
  'Restore-TlSnapshot': ['-VmName', '-Label'],
  'Select-Object': ['-Property', '-First', '-Last', '-ExpandProperty'],
  'Sort-Object': ['-Property', '-Descending'],
  'Start-Service': ['-Name'],
  'Stop-Service': ['-Name', '-Force'],
  'Test-ADServiceAccount': ['-Identity'],
  'Test-NetConnection': ['-ComputerName', '-Port'],
  'Where-Object': ['-eq', '-ne', '-like', '-match', '-FilterScript'],
  'Write-Host': ['-ForegroundColor', '-NoNewline'],
};

export const tools: Readonly<Record<string, ToolManifest>> = {
  gsharpctl,
  tlctl,
  ogr2ogr,
  ...Object.fromEntries(
    Object.entries(cmdlets).map(([name, parameters]) => [
      name.toLowerCase(),
      { commandless: true, globalOptions: parameters, commands: {} },
    ]),
  ),
};
