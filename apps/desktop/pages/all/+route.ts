export default '/*';
